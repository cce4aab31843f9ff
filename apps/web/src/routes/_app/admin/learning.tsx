import { createFileRoute } from '@tanstack/react-router';
import { LearningPage } from '../../../features/admin/learning-page';

export const Route = createFileRoute('/_app/admin/learning')({
  component: LearningPage,
});
