import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { nativeSelect } from 'styled-system/recipes/native-select';
import { SelectChevron } from '../../../components/static/select-chevron';
import { ACCOUNT_TYPE_LABELS } from '@homehaven/domain/account-types';
import { USER_ROLE_FILTERS, USER_TYPE_FILTERS, type UserFilters, isUserRoleFilter, isUserTypeFilter } from '@homehaven/domain/queries/admin';

const BAR = css({ display: 'flex', gap: '4', flexWrap: 'wrap', mb: '5' });
const FIELD = field({ orientation: 'vertical' });
const ROOT = cx(FIELD.root, css({ minW: '40', flex: { base: '1', md: '0 0 auto' } }));
const LABEL = cx(FIELD.label, css({ fontSize: 'sm', color: 'fg.muted' }));
const SELECT = nativeSelect({ size: 'md', variant: 'outline' });
const WHITE = css({ bg: 'white' });

const ROLE_LABELS: Record<(typeof USER_ROLE_FILTERS)[number], string> = { all: 'Any role', user: 'Buyers (user)', agent: 'Agents', admin: 'Admins', fraud: 'Fraud' };
const typeLabel = (value: (typeof USER_TYPE_FILTERS)[number]) => (value === 'all' ? 'Any type' : ACCOUNT_TYPE_LABELS[value]);

/** One labelled native select of the bar. */
function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={ROOT}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className={cx(SELECT.root, WHITE)}>
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={SELECT.field}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron className={SELECT.indicator} />
      </div>
    </div>
  );
}

/** Manage users' filters: a role, and the account type of approved professionals (docs/accounts.md "Approving"). */
export function UserFiltersBar({ filters, onChange }: { filters: UserFilters; onChange: (filters: UserFilters) => void }) {
  return (
    <div className={BAR}>
      <FilterSelect
        label="Role"
        value={filters.role}
        options={USER_ROLE_FILTERS.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        onChange={(role) => onChange({ ...filters, role: isUserRoleFilter(role) ? role : 'all' })}
      />
      <FilterSelect
        label="Account type"
        value={filters.type}
        options={USER_TYPE_FILTERS.map((value) => ({ value, label: typeLabel(value) }))}
        onChange={(type) => onChange({ ...filters, type: isUserTypeFilter(type) ? type : 'all' })}
      />
    </div>
  );
}
