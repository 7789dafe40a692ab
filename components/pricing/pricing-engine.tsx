'use client';

import Decimal from 'decimal.js';
import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMetadata } from '@/components/offers/queries';
import { useBrand } from '@/components/providers/brand-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import type { RuleDto } from '@/lib/pricing/rule-record';
import { ConversionFactors, splitDensities } from './conversion-factors';
import { GlobalSection } from './global-section';
import { useDeleteRuleMutation, useEnabledBuyers, useRules } from './queries';
import { RuleEditor } from './rule-editor';
import { editorToBody, newRule, ruleToEditor, type RuleEditorState, type RuleSection as Section } from './rule-editor-state';
import { RuleList, type Column } from './rule-list';
import { RuleSection } from './rule-section';
import styles from './pricing.module.css';
import { useRuleSaver } from './use-rule-saver';
import { isKeyOf } from '@/lib/i18n/keys';

const COLUMNS: Record<Exclude<Section, 'global'>, Column[]> = {
  minimumPrice: ['kind', 'value', 'products', 'terminals'],
  density: ['products', 'targets', 'value'],
  group: ['kind', 'name', 'value', 'products', 'terminals'],
  customer: ['customers', 'value', 'products', 'terminals'],
  expiry: ['expiry', 'status'],
};

/** The Pricing Engine (trading-domain 2): every section of the seller's pricing rules on one page. */
export function PricingEngine({ title }: { title: string }) {
  const t = useTranslations('pricing');
  const tc = useTranslations('common');
  const errorTexts = useMessages().pricing.errors;
  const { flags } = useBrand();
  const rules = useRules();
  const metadata = useMetadata();
  const buyers = useEnabledBuyers();
  const remove = useDeleteRuleMutation();
  const [editing, setEditing] = useState<RuleEditorState | null>(null);
  const [deleting, setDeleting] = useState<RuleDto | null>(null);
  const saver = useRuleSaver(() => setEditing(null));

  const open = (state: RuleEditorState) => {
    saver.reset();
    setEditing(state);
  };
  const saveEditor = (state: RuleEditorState) =>
    saver.save({ id: state.id, body: { ...editorToBody(state), ...(state.id ? { version: state.version } : {}) } });
  const chooseIce = (kind: 'ICE_LIVE' | 'ICE_SETTLE', current: RuleDto | undefined) =>
    saver.save({ id: current?.id, body: { kind, value: '0', ...(current ? { version: current.version } : {}) } });

  const data = rules.data;
  const meta = metadata.data;
  const names = {
    products: new Map([...(meta?.fuels ?? []), ...(meta?.additives ?? [])].map((p) => [p.id, p.name])),
    terminals: new Map((meta?.regions ?? []).flatMap((r) => r.terminals).map((term) => [term.id, term.name])),
    customers: new Map((buyers.data ?? []).map((b) => [b.id, b.name])),
    networks: new Map((meta?.regions ?? []).map((region) => [region.id, region.name])),
  };
  // Split once the products are known: before, every factor would show as a further density.
  const densities = data && meta && splitDensities(data.densities, meta.fuels);
  const list = (section: Exclude<Section, 'global'>, items: RuleDto[]) => (
    <RuleList rules={items} columns={COLUMNS[section]} names={names} onEdit={(rule) => open(ruleToEditor(section, rule))} onDelete={setDeleting} />
  );
  const failureText = (key: string) => {
    // trading-domain 8: a failed minimum-price update asks to try again later.
    if (editing?.section === 'minimumPrice' && (key === 'technical_error' || key === 'try_again_later')) return t('errors.minimum_price_update_failed');
    return isKeyOf(errorTexts, key) ? t(`errors.${key}`) : t('errors.technical_error');
  };

  return (
    <section>
      <h1>{title}</h1>
      {rules.isLoading && <p>{t('loading')}</p>}
      {rules.isError && (
        <p className={styles.notice} role="alert">
          {t('errors.load_failed')}
        </p>
      )}
      {saver.failure && !editing && (
        <p className={styles.notice} role="alert">
          {failureText(saver.failure)}
        </p>
      )}
      {saver.warnings.length > 0 && !editing && (
        <div className={styles.notice} role="status" data-testid="rule-warnings">
          {saver.warnings.map((w) => (
            <p key={w.code}>{t('warnings.cannotPrice', { reason: t(`warnings.reasons.${w.code}`), count: w.offerIds.length })}</p>
          ))}
        </div>
      )}
      {remove.isError && (
        <p className={styles.notice} role="alert">
          {t('errors.delete_failed')}
        </p>
      )}
      {data && (
        <div className={styles.sections}>
          <GlobalSection rules={data.global} busy={saver.saving} onChooseIce={chooseIce} onEdit={open} onDelete={setDeleting} />
          {flags.priceOptimisation && (
            <RuleSection
              id="minimum"
              title={t('sections.minimumPrices')}
              hint={t('hints.minimumPrices')}
              onAdd={() => open(newRule('minimumPrice', 'MIN_PRICE_FIXED'))}
            >
              {list('minimumPrice', data.minimumPrices)}
            </RuleSection>
          )}
          {flags.conversionFactorTab ? (
            densities && (
              <>
                <ConversionFactors products={meta.fuels} factors={densities.factors} onEdit={open} />
                {densities.others.length > 0 && (
                  <RuleSection id="narrowed-densities" title={t('sections.narrowedDensities')} hint={t('hints.narrowedDensities')}>
                    {list('density', densities.others)}
                  </RuleSection>
                )}
              </>
            )
          ) : (
            <RuleSection id="densities" title={t('sections.densities')} hint={t('hints.densities')} onAdd={() => open(newRule('density', 'DENSITY'))}>
              {list('density', data.densities)}
            </RuleSection>
          )}
          <RuleSection id="groups" title={t('sections.groups')} hint={t('hints.groups')} onAdd={() => open(newRule('group', 'DUTY'))}>
            {data.groups.length === 0 && list('group', [])}
            {data.groups.map((group) => (
              <div key={group.groupName}>
                <h3>{group.groupName}</h3>
                {list('group', group.rules)}
              </div>
            ))}
          </RuleSection>
          <RuleSection id="customers" title={t('sections.customers')} hint={t('hints.customers')} onAdd={() => open(newRule('customer', 'PRICE'))}>
            {list('customer', data.customerRules)}
          </RuleSection>
          <RuleSection
            id="expiry"
            title={t('sections.expiry')}
            hint={t('hints.expiry')}
            onAdd={() => open(newRule('expiry', 'ICE_EXPIRY', { value: new Decimal(0), unit: '' }))}
          >
            {list('expiry', data.expiryRules)}
          </RuleSection>
        </div>
      )}
      {editing && meta && (
        <RuleEditor
          initial={editing}
          metadata={meta}
          customers={buyers.data ?? []}
          serverFields={saver.fields}
          failure={saver.failure && saver.failure !== 'validation_failed' ? failureText(saver.failure) : null}
          saving={saver.saving}
          onSave={saveEditor}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        title={t('conflictTitle')}
        open={!!saver.conflict}
        consequence={<span data-testid="conflict-message">{saver.conflict && t(`errors.${saver.conflict}`)}</span>}
        confirmLabel={tc('overwrite')}
        busy={saver.saving}
        onConfirm={() => saver.overwrite()}
        onClose={() => {
          saver.dismissConflict();
          setEditing(null);
        }}
      />
      <Dialog
        open={deleting !== null}
        title={t('deleteTitle')}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}>
              {t('delete')}
            </Button>
          </>
        }
      >
        <p>{deleting ? t('deleteQuestion', { kind: t(`kinds.${deleting.kind}`) }) : ''}</p>
      </Dialog>
    </section>
  );
}
