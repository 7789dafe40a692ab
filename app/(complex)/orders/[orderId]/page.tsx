import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/providers/client-messages';
import { OrderDetailView } from '@/components/orders/order-detail';
import { AppError } from '@/lib/api/errors';
import { positiveId } from '@/lib/api/domain/positive-id';
import { getOrderDetail } from '@/lib/orders/get-order-detail';
import { guardPage } from '@/lib/shell/guard-page';
import { pageTitle } from '@/lib/shell/page-title';

export async function generateMetadata() {
  return pageTitle('orderDetail');
}

/** One order of the caller's account, as buyer or seller, or of a child account it may read; any other id is "not found". */
export default async function Page({ params }: { params: Promise<{ orderId: string }> }) {
  const user = await guardPage('orderDetail');
  const orderId = positiveId((await params).orderId);
  if (orderId === null) notFound();
  const order = await getOrderDetail(user, orderId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  return (
    <ClientMessages namespaces={['orderDetail', 'orderStatus']}>
      <OrderDetailView order={order} viewer={user.accountType === 'SELLER' ? 'SELLER' : 'BUYER'} />
    </ClientMessages>
  );
}
