import { type BannerSize, bannerUrl } from '../sizes';

/** A live banner in an iframe at its exact size, as another site would embed it. */
export function BannerFrame({
  size,
  origin,
  code,
}: {
  size: BannerSize;
  origin: string;
  code: string | undefined;
}) {
  return (
    <div className="max-w-full overflow-x-auto">
      <iframe
        src={bannerUrl(origin, size, code)}
        width={size.width}
        height={size.height}
        title={`Nocturne banner ${size.name}`}
        loading="lazy"
        scrolling="no"
        className="block border-0 bg-transparent"
        style={{ width: size.width, height: size.height }}
      />
    </div>
  );
}
