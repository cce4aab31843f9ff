import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../../../features/leagues/join-page';

/** The invite link: signed-out visitors sign in first and come back here (the _app guard). */
export const Route = createFileRoute('/_app/join/$code')({
  component: JoinRoute,
});

function JoinRoute() {
  const { code } = Route.useParams();
  return <JoinPage key={code} code={code} />;
}
