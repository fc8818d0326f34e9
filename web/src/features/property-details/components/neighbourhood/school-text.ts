import { distanceText, SCHOOL_KIND_LABELS, type School } from '@homehaven/domain/neighbourhood';

/** A school's name; one OpenStreetMap leaves unnamed reads by its kind ("Unnamed kindergarten"). */
export function schoolName(school: School): string {
  const name = school.name.trim();
  return name === '' ? `Unnamed ${SCHOOL_KIND_LABELS[school.kind].toLowerCase()}` : name;
}

/** What a school's marker says to a screen reader: "Lincoln Elementary, School, 450 m". */
export function schoolMarkerLabel(school: School): string {
  return `${schoolName(school)}, ${SCHOOL_KIND_LABELS[school.kind]}, ${distanceText(school.distance)}`;
}

/** What the listing's own marker says: "This property: Sunny Family Home". */
export function listingMarkerLabel(title: string): string {
  return `This property: ${title}`;
}
