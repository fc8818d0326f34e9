import { z } from 'zod';
import { IMAGE_ADDRESS_MESSAGES, isProductImageAddress, isProfileImageAddress } from './image-address';

/** One of a listing's pictures (its cover, a photo, a floor plan, a panorama) as the facade takes it: an intake address, exactly. */
export const productImageAddressSchema = z.string().refine(isProductImageAddress, IMAGE_ADDRESS_MESSAGES.notUploaded);

/** A profile picture (users' `image`, a listing's `agent.image`, a review's `userImage`): empty, the intake's, or https. */
export const profileImageAddressSchema = z.string().refine(isProfileImageAddress, IMAGE_ADDRESS_MESSAGES.profile);
