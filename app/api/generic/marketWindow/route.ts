import { AppError } from '@/lib/api/errors';
import { withApi } from '@/lib/api/with-api';
import { getCurrentWindow, windowDto } from '@/lib/market-window/get-current-window';

export const GET = withApi({
  auth: 'user',
  handler: async ({ user }) => {
    const window = await getCurrentWindow(user.platformId);
    if (!window) throw new AppError('unavailable', 'market_window_unavailable');
    return windowDto(window);
  },
});
