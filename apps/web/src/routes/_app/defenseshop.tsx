import { createFileRoute } from '@tanstack/react-router';
import { bankQuery, nextWaveQuery } from '../../features/game/game-api';
import { DefenseShop } from '../../features/shop/defense-shop';
import { parseShopSearch, toShopSearch } from '../../features/shop/shop-model';

export const Route = createFileRoute('/_app/defenseshop')({
  // Filter and sort live in the URL, so they survive a visit to a defense page and the back button.
  validateSearch: parseShopSearch,
  loader: ({ context }) => {
    // The forecast only sharpens the previews: the page must not wait on it, nor fail without it.
    void context.queryClient.prefetchQuery(nextWaveQuery);
    // A failed bank load is shown by the page itself, with its own Retry.
    return context.queryClient.ensureQueryData(bankQuery).then(
      () => undefined,
      () => undefined,
    );
  },
  component: DefenseShopRoute,
});

function DefenseShopRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DefenseShop
      filter={search.filter ?? 'all'}
      sort={search.sort ?? 'impact'}
      onChange={(filter, sort) =>
        void navigate({ search: toShopSearch(filter, sort), replace: true, resetScroll: false })
      }
    />
  );
}
