import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { distanceText, SCHOOL_KIND_LABELS, type School } from '@homehaven/domain/neighbourhood';
import { Skeleton } from '../../../../components/static/skeleton';
import { schoolName } from './school-text';

const SKELETON_ROWS = 3;

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '0', listStyleType: 'none' });
const ROW = css({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '4', py: '2.5', borderBottomWidth: '1px', _last: { borderBottomWidth: '0' } });
const TEXTS = css({ minW: '0' });
const NAME = css({ fontWeight: 'semibold' });
const KIND = css({ fontSize: 'sm', color: 'fg.muted' });
const DISTANCE = css({ fontSize: 'sm', fontWeight: 'semibold', whiteSpace: 'nowrap' });
const NOTE = css({ color: 'fg.muted' });
const NAME_PLACEHOLDER = css({ h: '6', w: '40' });
const KIND_PLACEHOLDER = css({ h: '5', w: '20' });
const DISTANCE_PLACEHOLDER = css({ h: '5', w: '12' });

/** One row's layout, shared by a school and its skeleton so both take the same height. */
function Row({ name, kind, distance, placeholder = false }: { name: ReactNode; kind: ReactNode; distance: ReactNode; placeholder?: boolean }) {
  const content = (
    <>
      <div className={TEXTS}>
        <div className={NAME}>{name}</div>
        <div className={KIND}>{kind}</div>
      </div>
      <div className={DISTANCE}>{distance}</div>
    </>
  );
  return placeholder ? (
    <div className={ROW}>{content}</div>
  ) : (
    <li className={ROW} data-testid="school">
      {content}
    </li>
  );
}

/** The schools, nearest first: name, kind and distance. */
export function SchoolsList({ schools }: { schools: readonly School[] }) {
  return (
    <ol className={LIST} aria-label="Schools, nearest first">
      {schools.map((school, index) => (
        <Row key={index} name={schoolName(school)} kind={SCHOOL_KIND_LABELS[school.kind]} distance={distanceText(school.distance)} />
      ))}
    </ol>
  );
}

/** The list while the schools load: rows of the final height. */
export function SchoolsListSkeleton() {
  return (
    <div className={LIST} role="status" aria-label="Loading nearby schools">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Row key={index} placeholder name={<Skeleton className={NAME_PLACEHOLDER} />} kind={<Skeleton className={KIND_PLACEHOLDER} />} distance={<Skeleton className={DISTANCE_PLACEHOLDER} />} />
      ))}
    </div>
  );
}

/** A sentence in place of the list (pending, unavailable, none nearby, no position). */
export function SchoolsNote({ children }: { children: ReactNode }) {
  return <p className={NOTE}>{children}</p>;
}
