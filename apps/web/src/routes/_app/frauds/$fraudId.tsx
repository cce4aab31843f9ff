import { isFraudId } from '@ffl/engine/ids';
import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * The frame of a fraud's page and its quiz: an unknown id is a 404 for both. No component: the
 * default renders the child, and keeps this route from adding a chunk of its own to fetch.
 */
export const Route = createFileRoute('/_app/frauds/$fraudId')({
  beforeLoad: ({ params }) => {
    if (!isFraudId(params.fraudId)) throw notFound();
    return { fraudId: params.fraudId };
  },
});
