import { Button } from '@/components/ui/button';

/** Spec 000 §2: Facebook and Twitter share buttons, each opening a 600x400 popup. */
export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

export function shareUrls(url: string, title: string) {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  };
}

export function ShareButtons({ title }: { title: string }) {
  const open = (network: 'facebook' | 'twitter') => {
    const url = `${window.location.origin}${window.location.pathname}`;
    window.open(shareUrls(url, title)[network], `share-${network}`, SHARE_POPUP_FEATURES);
  };
  return (
    <div className="flex items-center gap-2" aria-label="Share this article" role="group">
      <span className="text-sm font-medium text-slate-600">Share:</span>
      <Button variant="outline" size="sm" onClick={() => open('facebook')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="fill-current">
          <path d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12Z" />
        </svg>
        Facebook
      </Button>
      <Button variant="outline" size="sm" onClick={() => open('twitter')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="fill-current">
          <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />
        </svg>
        Twitter
      </Button>
    </div>
  );
}
