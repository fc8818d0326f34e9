import { icsFileName, viewingIcs } from '@homehaven/domain/viewing-ics';
import { timesOf, type AppViewing } from '../../../lib/viewings/viewing';

/** Saves a confirmed viewing's .ics file, made here from the viewing the reader already has. */
export function downloadIcs(viewing: AppViewing): void {
  const text = viewingIcs({ ...viewing, ...timesOf(viewing) }, new Date(), window.location.origin, viewing.propertyId);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(viewing.propertyTitle);
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
