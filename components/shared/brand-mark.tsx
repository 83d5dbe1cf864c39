import iconUrl from '@/assets/icon.svg';

/** The extension's mark beside a page title; decorative, the title names the page. */
export function BrandMark({ size }: { size: number }) {
  return <img className="brand-mark" src={iconUrl} alt="" width={size} height={size} />;
}
