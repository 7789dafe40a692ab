'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { useNotice } from '@/components/ui/notice';
import type { TargetOrderOptions } from '@/lib/target-orders/list-target-order-options';
import type { TargetOrderDto, TargetOrderPrefill } from '@/lib/target-orders/schemas';
import { TargetOrderForm } from './target-order-form';
import { TargetOrderList } from './target-order-list';
// The price alerts' page and form: the two tabs of one desk (price-tabs.tsx) look alike.
import desk from '@/components/alerts/alerts.module.css';
import { useCancelTargetOrderMutation, useMarkFillsSeen, useSaveTargetOrderMutation, useTargetOrders } from './use-target-orders';

/** The order as PUT takes it back: saving a suspended order unchanged resumes it. */
const asBody = (o: TargetOrderDto) => ({
  productId: o.productId,
  terminalIds: o.terminalIds,
  sellerAccountIds: o.sellerAccountIds,
  deliveryLocationId: o.deliveryLocationId,
  liftingPeriodId: o.liftingPeriodId,
  paymentTermId: o.paymentTermId,
  volume: o.volume,
  partFills: o.partFills,
  minPart: o.minPart,
  limitPrice: o.limitPrice,
  validUntil: o.validUntil,
  version: o.version,
});

/** The "Preiswunsch" screen (design 13): place a target order, see the account's orders, their state and fills; change, resume, cancel. */
export function TargetOrders({ title, options, prefill }: { title: string; options: TargetOrderOptions; prefill?: TargetOrderPrefill }) {
  const t = useTranslations('targetOrders');
  const tc = useTranslations('common');
  const orders = useTargetOrders();
  const cancel = useCancelTargetOrderMutation();
  const save = useSaveTargetOrderMutation();
  const [cancelling, setCancelling] = useState<TargetOrderDto | null>(null);
  const [editing, setEditing] = useState<TargetOrderDto | null>(null);
  const notice = useNotice();
  const markSeen = useMarkFillsSeen();
  const { mutate: markFillsSeen } = markSeen;
  // Each fill is told once that the screen showed it; it keeps its "new" mark until the list loads again.
  const told = useRef(new Set<number>());
  useEffect(() => {
    const unseen = (orders.data?.targetOrders ?? []).flatMap((o) => o.fills.filter((f) => !f.seen && !told.current.has(f.orderId)).map((f) => f.orderId));
    if (unseen.length === 0) return;
    unseen.forEach((id) => told.current.add(id));
    markFillsSeen(unseen);
  }, [orders.data, markFillsSeen]);

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync({ id: cancelling.id, version: cancelling.version });
      notice.saved(t('cancelled'));
    } catch (error) {
      notice.failed(error);
    } finally {
      setCancelling(null);
    }
  }

  async function resume(order: TargetOrderDto) {
    try {
      await save.mutateAsync({ id: order.id, body: asBody(order) });
      notice.saved(t('resumed'));
    } catch (error) {
      notice.failed(error);
    }
  }

  return (
    <section className={desk.page}>
      <h1>{title}</h1>
      <p className={desk.intro}>{t('intro')}</p>
      <TargetOrderForm options={options} prefill={prefill} onSaved={() => notice.saved(t('created'))} />
      <h2>{t('listTitle')}</h2>
      {orders.isPending && <p>{tc('loading')}</p>}
      {orders.isError && <p className={desk.error}>{t('loadFailed')}</p>}
      {orders.data?.targetOrders.length === 0 && <p>{t('empty')}</p>}
      {!!orders.data?.targetOrders.length && (
        <TargetOrderList orders={orders.data.targetOrders} onEdit={setEditing} onCancel={setCancelling} onResume={resume} />
      )}
      <Dialog open={!!editing} title={t('editTitle')} onClose={() => setEditing(null)}>
        {editing && (
          <TargetOrderForm
            key={editing.id}
            options={options}
            editing={editing}
            onSaved={() => {
              setEditing(null);
              notice.saved(t('saved'));
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={!!cancelling}
        title={t('cancelTitle')}
        consequence={cancelling ? t('cancelQuestion', { product: cancelling.product }) : ''}
        confirmLabel={t('cancel')}
        danger
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
