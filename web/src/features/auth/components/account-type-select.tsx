import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { nativeSelect } from 'styled-system/recipes/native-select';
import { SelectChevron } from '../../../components/static/select-chevron';
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, JOIN_AS_LABEL, isAccountType, type AccountType } from '@homehaven/domain/account-types';

const FIELD = field({ orientation: 'vertical' });
const SELECT = nativeSelect({ size: 'md', variant: 'outline' });
const LABEL = cx(FIELD.label, css({ fontSize: 'sm' }));

/**
 * Register's "I am joining as" (docs/accounts.md "Applying"): a native select, kept in the sign-in
 * pages' own chunk; in the shared one, every public page would load it (docs/performance.md budgets).
 */
export function AccountTypeSelect({ value, onChange }: { value: AccountType; onChange: (type: AccountType) => void }) {
  const id = useId();
  return (
    <div className={FIELD.root}>
      <label htmlFor={id} className={LABEL}>
        {JOIN_AS_LABEL}
      </label>
      <div className={SELECT.root}>
        <select id={id} name="accountType" value={value} onChange={(event) => onChange(isAccountType(event.target.value) ? event.target.value : 'buyer')} className={SELECT.field}>
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {ACCOUNT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <SelectChevron className={SELECT.indicator} />
      </div>
    </div>
  );
}
