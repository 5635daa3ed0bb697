import { useEffect } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';

/** The carousel's API, as the React binding hands it out. */
export type BannerApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Binds embla-carousel (loop) to the banner's viewport once loaded, and hands its API up; renders
 * nothing. Its own chunk, so the carousel library is not in the first visit's download (issue 6).
 */
export function BannerEmbla({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: BannerApi | undefined) => void;
}) {
  const [bind, embla] = useEmblaCarousel({ loop: true });
  useEffect(() => {
    bind(viewport);
    return () => bind(null);
  }, [bind, viewport]);
  useEffect(() => {
    onApi(embla);
    return () => onApi(undefined);
  }, [embla, onApi]);
  return null;
}
