import { useState } from 'react';
import { Controller, useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { css } from 'styled-system/css';
import type { PlanAllowances } from '@homehaven/domain/listing-slots';
import { PLAN_ADMIN_MESSAGES as M } from '@homehaven/domain/plan-messages';
import { PLAN_LIMITS, type PlanTerms } from '@homehaven/domain/plans';
import { ONE_OFF_PRICE_TEXTS, SUBMISSION_MESSAGES, type OneOffKind } from '@homehaven/domain/one-off-prices';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import type { AdminPlan } from '../api/admin-plan';
import { freePlanFormSchema, oneOffPriceFormSchema, paidPlanFormSchema, type PaidPlanFormValues } from './plan-form-schema';

const FIELDS = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const PAIR = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });

/** The three allowance fields, shared by both forms. */
function AllowanceFields<T extends FieldValues & PlanAllowances>({ form, minListings }: { form: UseFormReturn<T, unknown, unknown>; minListings: number }) {
  const errors = form.formState.errors as Partial<Record<keyof PlanAllowances, { message?: string }>>;
  const number = (name: keyof PlanAllowances) => form.register(name as Path<T>, { valueAsNumber: true });
  return (
    <>
      <FormField label={M.listings} type="number" inputMode="numeric" required min={minListings} max={PLAN_LIMITS.listings} error={errors.listingsAllowed?.message} {...number('listingsAllowed')} />
      <div className={PAIR}>
        <FormField label={M.featured} type="number" inputMode="numeric" required min={0} max={PLAN_LIMITS.featured} error={errors.featuredAllowed?.message} {...number('featuredAllowed')} />
        <FormField label={M.photos} type="number" inputMode="numeric" required min={1} max={PLAN_LIMITS.photos} error={errors.photosPerListing?.message} {...number('photosPerListing')} />
      </div>
    </>
  );
}

/** Runs `save`, then closes; on failure the dialog stays open with what was typed (save said why). */
function useSave<T>(save: (values: T) => Promise<void>, onClose: () => void) {
  const [sending, setSending] = useState(false);
  const run = async (values: T) => {
    setSending(true);
    try {
      await save(values);
      onClose();
    } catch {
      // save told the admin (a toast).
    } finally {
      setSending(false);
    }
  };
  return { sending, run };
}

interface FreePlanDialogProps {
  plan: AdminPlan;
  onSave: (allowances: PlanAllowances) => Promise<void>;
  onClose: () => void;
}

/** The free plan's allowances (it has no price and is always on the Pricing page). */
export function FreePlanDialog({ plan, onSave, onClose }: FreePlanDialogProps) {
  const form = useForm<PlanAllowances>({ resolver: zodResolver(freePlanFormSchema), defaultValues: plan });
  const { sending, run } = useSave(onSave, onClose);
  return (
    <FormDialog title={M.editTitle(plan.name)} subtitle={M.freeSubtitle} submitLabel={M.save} sending={sending} onSubmit={(event) => void form.handleSubmit(run)(event)} onClose={onClose}>
      <div className={FIELDS}>
        <AllowanceFields form={form} minListings={0} />
      </div>
    </FormDialog>
  );
}

interface PaidPlanDialogProps {
  /** The plan edited, or null for a new one. */
  plan: AdminPlan | null;
  onSave: (terms: PlanTerms) => Promise<void>;
  onClose: () => void;
}

/** A new paid plan or a change of one: name, prices per month and per year, allowances, and whether the Pricing page shows it. */
export function PaidPlanDialog({ plan, onSave, onClose }: PaidPlanDialogProps) {
  const defaults: PaidPlanFormValues = plan
    ? { ...plan, monthly: plan.monthlyCents / 100, yearly: plan.yearlyCents / 100 }
    : { name: '', monthly: Number.NaN, yearly: Number.NaN, listingsAllowed: 10, featuredAllowed: 0, photosPerListing: PLAN_LIMITS.photos, visible: true };
  const form = useForm<PaidPlanFormValues, unknown, PlanTerms>({ resolver: zodResolver(paidPlanFormSchema), defaultValues: defaults });
  const { sending, run } = useSave(onSave, onClose);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={plan ? M.editTitle(plan.name) : M.addTitle}
      subtitle={M.paidSubtitle}
      submitLabel={M.save}
      sending={sending}
      look="lg"
      onSubmit={(event) => void form.handleSubmit(run)(event)}
      onClose={onClose}
    >
      <div className={FIELDS}>
        <FormField label={M.name} required maxLength={PLAN_LIMITS.name} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <div className={PAIR}>
          <FormField label={M.monthly} type="number" inputMode="decimal" step="0.01" min={1} required error={errors.monthly?.message} {...form.register('monthly', { valueAsNumber: true })} />
          <FormField label={M.yearly} type="number" inputMode="decimal" step="0.01" min={1} required error={errors.yearly?.message} {...form.register('yearly', { valueAsNumber: true })} />
        </div>
        <AllowanceFields form={form} minListings={1} />
        <Controller
          control={form.control}
          name="visible"
          render={({ field }) => (
            <Checkbox palette="teal" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur}>
              {M.visible}
            </Checkbox>
          )}
        />
      </div>
    </FormDialog>
  );
}

interface OneOffPriceDialogProps {
  kind: OneOffKind;
  /** The price now, in cents. */
  amountCents: number;
  onSave: (amountCents: number) => Promise<void>;
  onClose: () => void;
}

/** A one-off price (docs/plans.md "Paid submissions", "Featured listings"): payments started from now cost it. */
export function OneOffPriceDialog({ kind, amountCents, onSave, onClose }: OneOffPriceDialogProps) {
  const form = useForm<{ price: number }, unknown, { amountCents: number }>({ resolver: zodResolver(oneOffPriceFormSchema), defaultValues: { price: amountCents / 100 } });
  const { sending, run } = useSave((values: { amountCents: number }) => onSave(values.amountCents), onClose);
  return (
    <FormDialog
      title={ONE_OFF_PRICE_TEXTS[kind].title}
      subtitle={ONE_OFF_PRICE_TEXTS[kind].text}
      submitLabel={SUBMISSION_MESSAGES.savePrice}
      sending={sending}
      onSubmit={(event) => void form.handleSubmit(run)(event)}
      onClose={onClose}
    >
      <FormField
        label={SUBMISSION_MESSAGES.priceLabel}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={1}
        required
        error={form.formState.errors.price?.message}
        {...form.register('price', { valueAsNumber: true })}
      />
    </FormDialog>
  );
}
