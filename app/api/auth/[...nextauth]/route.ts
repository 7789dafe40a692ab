import { authOptions } from '@/lib/auth/options';
import { nextAuthRoute } from '@/lib/auth/next-auth-route';

export const { GET, POST } = nextAuthRoute(authOptions);
