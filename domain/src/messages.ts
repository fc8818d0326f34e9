import { PICTURE_MAX_MEGAPIXELS } from './constants';

/**
 * The product's messages, word for word as docs/product.md quotes them: toasts, inline field errors,
 * empty and failed states, confirmations, and the payment and offer-decision functions' answers.
 * "Our wording" marks what the product wrote where a behaviour was required but no words were
 * (docs/product.md §13 Wording). Not every user-facing string: this catalogue loads on every page, so
 * four features keep theirs beside their logic, COMPARE_MESSAGES (compare-view.ts), MORTGAGE_MESSAGES
 * (mortgage.ts), CONVERSATION_MESSAGES (conversations.ts) and ALERT_MESSAGES (saved-searches.ts); the
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
  review: {
    submitFailed: 'Failed to submit review',
    submitted: 'Review submitted!',
    loading: 'Loading reviews...',
    loadFailed: 'Failed to load reviews.',
    loadFailedHome: 'Failed to load reviews',
    empty: 'No reviews yet. Be the first to leave one!',
    networkNotOk: 'Network response was not ok',
    deleteFailedOwn: 'Oops... Failed to delete review.',
    /** Our wording for deleting one's own review. */
    deletedOwn: 'Your review was deleted.',
    deletedAdmin: 'Review deleted',
    deleteFailedAdmin: 'Failed to delete review',
    noneWritten: "You haven't written any reviews yet.",
    /** Manage reviews with none at all (our wording). */
    noneAtAll: 'No reviews yet.',
    /** Inline, under an empty comment (our wording). */
    commentRequired: 'Please write a comment.',
    commentTooLong: 'Please keep the comment under 2000 characters.',
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
  offer: {
    failed: 'Offer submission failed',
    submitted: 'Offer submitted successfully!',
    outOfRange: (min: number, max: number) => `Offer must be between ${min} and ${max}`,
    /** Inline, under an empty amount (our wording). */
    required: 'Please enter your offer amount.',
    /** A card charge is in whole cents. */
    cents: 'Please enter the amount in dollars and cents (at most two decimals).',
    /** The listing cannot take an offer any more. */
    sold: 'This property has been sold and takes no more offers.',
    unavailable: 'This property is no longer listed, so it takes no offers.',
    notFound: 'This property could not be found. It may have been removed.',
  },
  payment: {
    success: 'Payment successful! Property marked as bought.',
    updateFailed: 'Payment done, but failed to update offer status.',
    /** After updateFailed: what happens next, so the buyer does not pay twice. */
    webhookFollowUp: 'Your card was charged. The payment will still be recorded automatically within a few minutes; you do not need to pay again.',
    offerNotFound: 'Offer not found. It may belong to another account, or the link is out of date.',
    notPayable: 'This offer is not awaiting payment.',
  },
  /** Answers of the payment functions (create-paymentSecret, payment-success, the Stripe webhook). */
  paymentApi: {
    badSecretBody: 'Send the offer id as orderPropertyId (or offerId) in a JSON body.',
    badSuccessBody: 'Send the PaymentIntent id as transactionId in a JSON body.',
    fraud: 'This account may not make payments or decisions.',
    offerNotFound: 'Offer not found.',
    notYourOffer: 'Only the buyer who made this offer can pay for it.',
    notPending: 'This offer is not awaiting payment.',
    amountTooLarge: 'Card payments are limited to $999,999.99: this offer is too large to pay by card.',
    amountTooSmall: 'Card payments must be at least $0.50.',
    badOfferAmount: 'This offer has no valid amount.',
    paymentNotFound: 'No such payment: the transactionId does not name a payment.',
    paymentNotForOffer: 'This payment is not for this offer.',
    paymentNotSucceeded: 'This payment has not succeeded.',
    paymentAmountMismatch: 'The payment amount does not match the offer amount.',
    alreadyPaidRefunded: 'This offer is no longer awaiting payment: the payment has been refunded.',
    badSignature: 'The Stripe signature is missing or invalid.',
    unavailable: 'The payment service could not complete the request. Please try again.',
  },
  /** The agent's decision on a paid offer (Requested), our wording: docs/product.md §8.3 Requested properties. */
  decision: {
    accepted: 'Offer accepted: the property is sold.',
    rejected: 'Offer rejected: the buyer is refunded.',
    failed: 'The offer could not be updated. Please try again.',
  },
  /** Answers of the offer-decision function (PATCH /offers/{id}). */
  decisionApi: {
    badBody: "Send {status: 'accepted' | 'rejected', propertyId} in a JSON body.",
    propertyMismatch: 'This offer is not on that property.',
    notAgent: "Only the property's agent can accept or reject its offers.",
    notBought: 'Only a paid (bought) offer can be accepted or rejected.',
    alreadySold: 'This property is already sold.',
    refundFailed: 'The decision was saved, but a refund could not be completed yet. It is retried automatically; send the same decision again to retry it now.',
  },
  /** An admin's verdict on a pending listing (Manage properties), our wording. */
  verdict: {
    verified: 'Property verified: it is now public.',
    rejected: 'Property rejected.',
    failed: 'The property could not be updated: it may have been changed or decided meanwhile. It shows as it is now.',
    /** A verdict on content its agent changed after the admin opened it (docs/security-rules.md). */
    changed: 'This property changed since you opened it: it shows as it is now. Check it again before deciding.',
    /** An admin who was an agent keeps their listings; another admin judges them. */
    ownListing: 'You cannot verify or reject your own listing: another admin decides it.',
    loadFailed: 'The properties could not be loaded.',
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
  /** The dashboard home's four stat cards (docs/product.md §10.1 Dashboard home). */
  stats: {
    totalProperty: 'Total Property',
    totalOrders: 'Total Orders',
    myProperty: 'My Property',
    totalUser: 'Total User',
    loadFailed: 'The counts could not be loaded.',
  },
  /** Refunds still owed, on the admin's dashboard home (docs/payments.md, "Durable refunds"). */
  refunds: {
    heading: 'Refunds still owed',
    retried: 'Refund issued: the buyer gets their money back.',
    stillFailing: 'The refund failed again. It stays owed and is retried automatically.',
    retryFailed: 'The refund could not be retried. Please try again.',
    loadFailed: 'Refunds still owed could not be loaded.',
  },
  /** Price history on the details page (docs/product.md §6.4 Price history; our wording). */
  priceHistory: {
    heading: 'Price history',
    unchanged: 'The price of this listing has not changed since it was listed.',
    loadFailed: 'The price history could not be loaded.',
    showMore: 'Show more price changes',
  },
} as const;
