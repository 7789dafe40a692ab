'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { DatePicker } from '@/components/ui/date-picker';
import { Form, FormField, useZodForm } from '@/components/ui/form';
import { MultiSelect } from '@/components/ui/multi-select';
import { NumberInput } from '@/components/ui/number-input';
import { Select } from '@/components/ui/select';
import { formatPrice } from '@/lib/format/number';
import { priceUnitLabel } from '@/lib/format/units';
import type { TargetOrderOptions } from '@/lib/target-orders/list-target-order-options';
import { targetOrderSchema, type TargetOrderBody, type TargetOrderDto, type TargetOrderPrefill } from '@/lib/target-orders/schemas';
// The price alerts' page and form: the two tabs of one desk (price-tabs.tsx) look alike.
import desk from '@/components/alerts/alerts.module.css';
import { emptyTargetOrder, formToBody, targetOrderToForm, type TargetOrderFormState } from './target-order-form-state';
import { useBestPrice, useCreateTargetOrderMutation, useSaveTargetOrderMutation } from './use-target-orders';

const choices = (list: { id: number; name: string }[]) => list.map((o) => ({ value: String(o.id), label: o.name }));

/**
 * The form of a new target order, or of a placed one to change (`editing`: saved with the version it
 * was read at, so a change made elsewhere meanwhile is refused), checked by the route's own schema;
 * beside the limit the buyer's best price now for the product (and terminals), as the market would
 * charge it.
 */
export function TargetOrderForm({
  options,
  prefill,
  editing,
  onSaved,
}: {
  options: TargetOrderOptions;
  prefill?: TargetOrderPrefill;
  editing?: TargetOrderDto;
  onSaved: () => void;
}) {
  const t = useTranslations('targetOrders');
  const locale = useLocale();
  const { currency, decimals } = useBrand();
  const onlyAddress = options.deliveryLocations.length === 1 ? options.deliveryLocations[0].id : null;
  const form = useZodForm<TargetOrderFormState, TargetOrderBody>({
    schema: targetOrderSchema(decimals),
    toBody: formToBody,
    defaultValues: editing ? targetOrderToForm(editing) : emptyTargetOrder(onlyAddress, prefill),
  });
  const create = useCreateTargetOrderMutation();
  const save = useSaveTargetOrderMutation();
  const [productId, terminalIds, partFills] = form.watch(['productId', 'terminalIds', 'partFills']);
  const best = useBestPrice(productId ? Number(productId) : null, terminalIds.map(Number));
  const unit = priceUnitLabel(currency);

  async function submit(body: TargetOrderBody) {
    if (editing) {
      await save.mutateAsync({ id: editing.id, body: { ...body, liftingPeriodId: editing.liftingPeriodId, version: editing.version } });
    } else {
      await create.mutateAsync(body);
      form.reset(emptyTargetOrder(onlyAddress));
    }
    onSaved();
  }
  // A change is made in a dialog, whose title names the form.
  const named = editing ? { 'aria-label': t('editTitle') } : { 'aria-labelledby': 'target-order-form-title' };

  return (
    <Form form={form} onSubmit={submit} className={desk.form} {...named} data-testid="target-order-form">
      {!editing && <h2 id="target-order-form-title">{t('formTitle')}</h2>}
      <div className={desk.fields}>
        <FormField
          control={form.control}
          name="productId"
          render={(field) => <Select {...field} label={t('product')} required options={choices(options.products)} placeholder={t('choose')} />}
        />
        <FormField
          control={form.control}
          name="terminalIds"
          render={({ value, onChange }) => (
            <MultiSelect
              id="target-order-terminals"
              label={t('terminals')}
              allLabel={t('allTerminals')}
              options={choices(options.terminals)}
              value={value}
              onChange={onChange}
            />
          )}
        />
        <FormField
          control={form.control}
          name="regionIds"
          render={({ value, onChange }) => (
            <MultiSelect
              id="target-order-regions"
              label={t('regions')}
              allLabel={t('noRegions')}
              options={choices(options.regions)}
              value={value}
              onChange={onChange}
            />
          )}
        />
        {options.favourites.length > 0 && (
          <FormField
            control={form.control}
            name="favouriteId"
            render={(field) => <Select {...field} label={t('favourite')} options={choices(options.favourites)} placeholder={t('noFavourite')} />}
          />
        )}
        <FormField
          control={form.control}
          name="sellerAccountIds"
          render={({ value, onChange }) => (
            <MultiSelect
              id="target-order-sellers"
              label={t('sellers')}
              allLabel={t('allSellers')}
              options={choices(options.sellers)}
              value={value}
              onChange={onChange}
            />
          )}
        />
        <FormField control={form.control} name="volume" render={(field) => <NumberInput {...field} label={t('volume')} decimals={3} positiveOnly />} />
        <FormField control={form.control} name="partFills" render={(field) => <Checkbox {...field} checked={field.value} label={t('partFills')} />} />
        {partFills && (
          <FormField control={form.control} name="minPart" render={(field) => <NumberInput {...field} label={t('minPart')} decimals={3} positiveOnly />} />
        )}
        <div>
          <FormField
            control={form.control}
            name="limitPrice"
            render={(field) => <NumberInput {...field} label={t('limitPrice', { unit })} decimals={decimals} positiveOnly />}
          />
          <p className={desk.hint} data-testid="best-price" aria-live="polite">
            {best.data
              ? t('bestPrice', { price: `${formatPrice(best.data, locale, decimals)} ${unit}` })
              : productId && !best.isPending
                ? t('noBestPrice')
                : ''}
          </p>
        </div>
        <FormField control={form.control} name="validUntil" render={(field) => <DatePicker {...field} label={t('validUntil')} />} />
        <FormField
          control={form.control}
          name="deliveryLocationId"
          render={(field) => <Select {...field} label={t('deliveryLocation')} options={choices(options.deliveryLocations)} placeholder={t('choose')} />}
        />
        <FormField
          control={form.control}
          name="paymentTermId"
          render={(field) => <Select {...field} label={t('paymentTerm')} options={choices(options.paymentTerms)} placeholder={t('choose')} />}
        />
      </div>
      <p className={desk.hint}>{t('validUntilHint')}</p>
      <Button type="submit" disabled={create.isPending || save.isPending}>
        {editing ? t('save') : t('create')}
      </Button>
    </Form>
  );
}
