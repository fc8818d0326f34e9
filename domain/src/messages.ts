import { PICTURE_MAX_MEGAPIXELS } from './constants';

/**
 * The product's messages, word for word as docs/product.md quotes them: toasts, inline field errors,
 * empty and failed states, confirmations, and the payment and offer-decision functions' answers.
 * "Our wording" marks what the product wrote where a behaviour was required but no words were
 * (docs/product.md §13 Wording). Not every user-facing string: this catalogue loads on every page, so
 * what only signed-in screens show lives beside them: offers, payments, decisions and refunds
 * (offer-messages.ts), reviews (review-messages.ts), verdicts and stat cards (admin-messages.ts), price
 * history (price-history-messages.ts), professional accounts (application-messages.ts), viewings
 * (viewing-messages.ts), COMPARE_MESSAGES (compare-view.ts), MORTGAGE_MESSAGES (mortgage.ts),
 * CONVERSATION_MESSAGES (conversations.ts) and ALERT_MESSAGES (saved-searches.ts); the
 * facade's own answers are API_MESSAGES (functions/src/http/api-messages.ts); labels, headings and
 * page copy stay in the component that shows them. docs/decisions.md, "User-facing text".
 */
export const MESSAGES = {
  password: {
    uppercase: 'Must include an uppercase letter.',
    lowercase: 'Must include a lowercase letter.',
    minLength: 'Must be at least 6 characters long.',
  },
  auth: {
    loginSuccess: 'Login successful!',
    loginSuccessGoogle: 'Login Successful',
    signupSuccess: 'Signup Successful',
    thirdPartySuccess: 'Successful',
    userExists: 'User already exists',
    logout: 'Log Out',
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Password is required.',
  },
  /** Our wording: "Forgot Password?" and the page its links open (docs/product.md §5.4 Sign-in and registration). */
  passwordReset: {
    requestTitle: 'Reset your password',
    requestSubtitle: 'Enter the e-mail address of your account and we will send it a link to choose a new password.',
    send: 'Send the link',
    /** The same answer whether or not an account has that address: nobody learns who has one. */
    sent: 'If an account uses this address, a link to reset its password is on its way. Check your inbox.',
    sendFailed: 'The link could not be sent. Please try again in a moment.',
    chooseTitle: 'Choose a new password',
    chooseFor: (email: string) => `For ${email}`,
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    mismatch: 'The two passwords are not the same.',
    save: 'Save the new password',
    changed: 'Your password has been changed. Sign in with it now.',
    linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
    askAgain: 'Send me a new link',
    checking: 'Checking your link',
    verifyTitle: 'Your e-mail address',
    emailVerified: 'Your e-mail address is verified.',
    verifyInvalid: 'This link has expired or has already been used. Sign in and ask for a new one.',
    unknownTitle: 'This link',
    unknownLink: 'This link is not one HomeHaven sends.',
  },
  upload: {
    failed: 'Image upload failed!',
    failedRetry: 'Image upload failed! Please try again.',
    notAnImage: 'The file is not an image. Please choose a JPEG, PNG, GIF or WebP picture.',
    tooLarge: 'The image is too large. The limit is 5 MB.',
    /** Our wording: a picture declaring more pixels than the intake decodes (413). */
    tooManyPixels: `This picture is too large: at most ${PICTURE_MAX_MEGAPIXELS} megapixels.`,
    /** Our wording: a picture whose signature is right but whose content cannot be decoded (422). */
    unreadable: 'This picture could not be read: the file is damaged or incomplete. Please choose another.',
    missing: 'No image was sent. Attach it in the "image" field.',
    signInRequired: 'Please sign in to upload images.',
  },
  property: {
    addFailed: 'Submission failed!',
    added: 'Property added successfully!',
    noImage: 'Please upload an image',
    updateFailed: 'Failed to update property',
    updateNoChange: 'Update failed',
    updated: 'Property updated successfully!',
    imageRequired: 'Please upload an image before submitting.',
    uploadInProgress: 'Please wait for the image to finish uploading.',
    uploadErrorPending: 'Please fix the image upload error before submitting.',
    /** Inline under the listing form's fields (our wording); limits are TEXT_LIMITS. */
    titleRequired: 'Please enter a title.',
    titleTooLong: 'Please keep the title to 140 characters or fewer.',
    locationRequired: 'Please enter the location.',
    locationTooLong: 'Please keep the location to 200 characters or fewer.',
    detailsRequired: 'Please describe the property.',
    detailsTooLong: 'Please keep the description to 5000 characters or fewer.',
    minPriceRequired: 'Please enter the minimum price.',
    maxPriceRequired: 'Please enter the maximum price.',
    priceNotANumber: 'Please enter the price in dollars, digits only, such as 250000 or 250,000.50.',
    priceNegative: 'The price cannot be negative.',
    priceTooLarge: 'Please enter a price of at most $1,000,000,000,000.',
    /** Shown before saving an edit of a verified listing's content (docs/decisions.md "Listing edits and deletion"). */
    contentEditResubmits: 'Changing the title, location, description, facts, pictures or map position sends this listing back to an admin for verification.',
    /** A sold listing keeps the record the buyer paid for. */
    editSold: 'This property is sold, so it cannot be edited.',
    notFound: 'Property not found',
    noneFound: 'No properties found',
    /** Deleting a listing a buyer has paid for, or whose offer the agent accepted (docs/decisions.md "Listing edits and deletion"). */
    deleteBlocked: 'This property has a paid or accepted offer, so it cannot be deleted.',
    /** Deleting a sold listing. */
    deleteSold: 'This property is sold, so it cannot be deleted.',
    /** Our wording for a deleted listing (My Added Properties). */
    deleted: 'Property deleted.',
    /** A delete that failed for any reason but a refusal the server explains. */
    deleteFailed: 'The property could not be deleted. Please try again.',
  },
  wishlist: {
    alreadyAdded: 'Already added!',
    added: 'Added successfully',
    notFound: 'Oops! Item not found or already deleted.',
    deleteFailed: 'Error! Failed to delete item.',
    confirmAdd: 'Do you want to add this property to your wishlist?',
    /** Our wording for a removal. */
    removed: 'Removed from your wishlist.',
  },
  users: {
    roleUpdated: 'User Role Update Successfully Done',
    deleted: 'User deleted successfully',
    deleteFailed: 'Failed to delete user',
    noneFound: 'No users found',
    /** Our wording. */
    roleUpdateFailed: 'The role could not be changed: it may have changed meanwhile. It shows as it is now.',
    loadFailed: 'The users could not be loaded.',
    ownAccount: 'This is you: an admin cannot change their own role or delete their own account.',
    confirmAdminTitle: (name: string) => `Make ${name} an admin?`,
    confirmAdminText: 'Admins verify listings, change roles, delete users and reviews. Another admin can make them an agent again later.',
    confirmAdminYes: 'Yes, make admin',
    confirmFraudTitle: (name: string) => `Mark ${name} as fraud?`,
    confirmFraudText:
      'Every listing of theirs is withdrawn from the marketplace, their open offers are rejected and paid ones refunded to the buyers, and they lose access to the dashboard. A fraud mark cannot be undone.',
    confirmFraudYes: 'Yes, mark as fraud',
    /** Shown to a user when their account is marked fraud while they use the app. */
    suspended: 'Your account has been suspended. Please contact support.',
  },
  empty: {
    bought: 'No bought properties yet.',
    /** Our wording for an empty wishlist. */
    wishlist: 'Your wishlist is empty. Save properties you like from their details page.',
    sold: 'No properties sold yet.',
  },
  confirm: {
    deleteTitle: 'Are you sure?',
    deleteText: "You won't be able to revert this!",
    deleteYes: 'Yes, delete it!',
  },
  contact: { success: 'Successfully Submit' },
  profile: { updated: 'Profile updated.' },
  video: { title: 'Sorry', text: 'This video does not exist.', close: 'Close' },
  notFound: {
    code: '404',
    title: "Look like you're lost",
    text: 'the page you are looking for not avaible!',
    home: 'Go To Home',
  },
  fallback: { userName: 'User', reviewer: 'Anonymous', propertyTitle: 'Property' },
} as const;
