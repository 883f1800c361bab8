import { currentOffers } from '../../core/sales/offers';
import { deps } from '../../lib/deps';
import { routeHandler } from '../route-handler';

export const handler = routeHandler('salesOffers', async () => ({
  offers: (await currentOffers(deps())).map(({ bookId, priceCents, currency }) => ({
    bookId,
    price: priceCents / 100,
    currency,
  })),
}));
