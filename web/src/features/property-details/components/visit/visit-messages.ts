/** What Schedule a visit's skeleton is named while its times load (the frame's and the content's alike). */
export const LOADING_SLOTS = 'Loading viewing times';
