import { describe, expect, it } from 'vitest';
import { isProductImageAddress, isProfileImageAddress, PRODUCT_IMAGE_ADDRESS_PATTERN, PROFILE_IMAGE_ADDRESS_PATTERN, profileImageOrNone } from './image-address';
import { BAD_PROFILE_ADDRESS_SAMPLES, FOREIGN_ADDRESS_SAMPLES, INTAKE_ADDRESS_SAMPLES, PROFILE_ADDRESS_SAMPLES } from './image-address-samples';
import { productImageAddressSchema, profileImageAddressSchema } from './image-address-schema';
import { imageVariantUrl } from './images';
import { picturesProblem } from './listing-media';
import { listingMediaSchema } from './listing-media-schema';

describe('picture addresses', () => {
  it('takes every form of address the intake answers, by the predicate, the schema and each list of pictures', () => {
    for (const [what, address] of INTAKE_ADDRESS_SAMPLES) {
      expect([isProductImageAddress(address), productImageAddressSchema.safeParse(address).success], what).toEqual([true, true]);
      expect(listingMediaSchema.safeParse({ photos: [address], floorPlans: [address], panoramas: [address] }).success, what).toBe(true);
    }
  });

  it('refuses every other address alike, in each list of pictures too', () => {
    for (const [what, address] of FOREIGN_ADDRESS_SAMPLES) {
      expect([isProductImageAddress(address), productImageAddressSchema.safeParse(address).success], what).toEqual([false, false]);
      for (const list of ['photos', 'floorPlans', 'panoramas']) expect(listingMediaSchema.safeParse({ [list]: [address] }).success, `${what} in ${list}`).toBe(false);
    }
  });

  it('takes a profile picture that is none, the intake’s or https, and nothing else', () => {
    for (const [what, address] of PROFILE_ADDRESS_SAMPLES)
      expect([isProfileImageAddress(address), profileImageAddressSchema.safeParse(address).success, profileImageOrNone(address)], what).toEqual([true, true, address]);
    for (const [what, address] of BAD_PROFILE_ADDRESS_SAMPLES)
      expect([isProfileImageAddress(address), profileImageAddressSchema.safeParse(address).success, profileImageOrNone(address)], what).toEqual([false, false, '']);
    expect([profileImageOrNone(null), profileImageOrNone(undefined)]).toEqual(['', '']);
  });

  it('is written for RE2 as well: no backslash, lookaround or backreference, nothing a rules string literal would change', () => {
    for (const pattern of [PRODUCT_IMAGE_ADDRESS_PATTERN, PROFILE_IMAGE_ADDRESS_PATTERN]) expect(pattern).not.toMatch(/[\\'"]|\(\?[=!<]/);
  });

  it('keeps resized copies for every intake picture but a GIF', () => {
    for (const [what, address] of INTAKE_ADDRESS_SAMPLES) expect(imageVariantUrl(address, 320) === null, what).toBe(address.includes('.gif'));
  });

  it('says what is wrong with a listing holding a picture from elsewhere, wherever it is', () => {
    const [[, picture = '']] = INTAKE_ADDRESS_SAMPLES as [[string, string]];
    const foreign = 'https://img.example.com/house.jpg';
    expect(picturesProblem({ image: picture, photos: [picture], floorPlans: [picture], panoramas: [picture] })).toBeNull();
    for (const listing of [{ image: foreign }, { image: picture, photos: [picture, foreign] }, { image: picture, floorPlans: [foreign] }, { image: picture, panoramas: [foreign] }])
      expect(picturesProblem(listing)).not.toBeNull();
  });
});
