import { ACCOUNT_TYPE_LABELS, type ProfessionalType } from './account-types';

/**
 * Who sells a listing beyond its agent (docs/accounts.md "Agencies"): what kind of professional they
 * are and the agency they belong to (an agency's own listing names itself). Written by the listing
 * trigger from the agent's account and agency, never by a client.
 */
export interface ListingSeller {
  kind: ProfessionalType;
  /** The agency's uid, name and logo, all blank when the seller belongs to none. */
  agencyUid: string;
  agencyName: string;
  agencyLogo: string;
}

/** Whether two sellers read the same (the trigger writes only a change). */
export function sameSeller(a: Partial<ListingSeller> | undefined, b: ListingSeller): boolean {
  return a?.kind === b.kind && a.agencyUid === b.agencyUid && a.agencyName === b.agencyName && a.agencyLogo === b.agencyLogo;
}

/** The line a card and the details page show under the agent: the agency's name, else "Developer"; nothing for a lone agent. */
export function sellerLine(seller: ListingSeller | undefined): string {
  if (!seller) return '';
  if (seller.agencyName) return seller.agencyName;
  return seller.kind === 'developer' ? ACCOUNT_TYPE_LABELS.developer : '';
}
