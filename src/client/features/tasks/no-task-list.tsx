import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';

/** What a member without a task list sees where the list, the wizard or an add button would be. */
export function NoTaskList() {
  return (
    <Notice className="mt-8 max-w-xl" title="A task list is for your gym's staff">
      Owners, directors and managers keep their tasks here. You can read every task in the{' '}
      <Link to="/business-tasks" className="font-semibold underline">
        task library
      </Link>
      . Ask your gym's owner if you need a list of your own.
    </Notice>
  );
}
