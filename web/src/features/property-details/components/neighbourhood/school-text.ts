import { distanceText, schoolName as nameOf, SCHOOL_KIND_LABELS, type School } from '@homehaven/domain/neighbourhood';

/** A school's name as the page shows it (domain `schoolName`: an unnamed one by its kind). */
export function schoolName(school: School): string {
  return nameOf(school.name, school.kind);
}

/** What a school's marker says to a screen reader: "Lincoln Elementary, School, 450 m". */
export function schoolMarkerLabel(school: School): string {
  return `${schoolName(school)}, ${SCHOOL_KIND_LABELS[school.kind]}, ${distanceText(school.distance)}`;
}

/** What the listing's own marker says: "This property: Sunny Family Home". */
export function listingMarkerLabel(title: string): string {
  return `This property: ${title}`;
}
