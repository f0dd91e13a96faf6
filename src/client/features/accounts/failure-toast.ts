import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';

/** A mutation's onError: a red toast titled `title`, telling the server's message or else `fallback`. */
export const failureToast = (title: string, fallback: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
};
