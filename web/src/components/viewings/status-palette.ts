/** The colour of a viewing's status badge: open ones teal (confirmed green), closed ones grey or red. */
export function statusPalette(status: string): 'green' | 'teal' | 'orange' | 'red' | 'gray' {
  if (status === 'confirmed') return 'green';
  if (status === 'requested') return 'teal';
  if (status === 'proposed') return 'orange';
  if (status === 'declined') return 'red';
  return 'gray';
}
