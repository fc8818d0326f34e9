/**
 * The colour of a viewing's status badge: open ones teal (confirmed green, a proposal awaiting the
 * buyer purple), closed ones grey or red. Each palette's solid shade keeps white text at 4.5:1 or more
 * (orange's does not: axe flagged it).
 */
export function statusPalette(status: string): 'green' | 'teal' | 'purple' | 'red' | 'gray' {
  if (status === 'confirmed') return 'green';
  if (status === 'requested') return 'teal';
  if (status === 'proposed') return 'purple';
  if (status === 'declined') return 'red';
  return 'gray';
}
