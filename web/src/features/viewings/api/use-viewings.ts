import { useState } from 'react';
import type { PageCursor } from '@homehaven/domain/queries/paging';
import { VIEWINGS_PAGE_SIZE, viewingsPageQuery, type ViewingSide, type ViewingWhen } from '@homehaven/domain/queries/viewings';
import { useAuth } from '../../../lib/auth/use-auth';
import { usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { instantOf, toViewing, type AppViewing } from '../../../lib/viewings/viewing';

const cursorOf = (viewing: AppViewing): PageCursor => ({
  value: viewing.start,
  id: viewing.id,
});

/** A page of the signed-in person's viewings on one side (null: the role is still loading), upcoming or past, live. */
export function useViewings(side: ViewingSide | null, when: ViewingWhen, view: PageView) {
  const { user } = useAuth();
  const [now] = useState(() => instantOf(new Date()));
  return usePagedQuery(user && side ? viewingsPageQuery(side, user.uid, when, now, view) : null, view, VIEWINGS_PAGE_SIZE, toViewing, cursorOf);
}
