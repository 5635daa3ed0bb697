import { Suspense, useEffect, useState } from 'react';
import { ROTATION_MS } from '@rasoi/domain/constants';
import { whenIdle } from '../../lib/when-idle.ts';
import { usePrefersReducedMotion } from '../../ui/use-prefers-reduced-motion.ts';
import type { BannerApi } from './banner-embla.tsx';
import { lazyNamed } from '../../ui/lazy-named.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';

const BannerEmbla = lazyNamed(() => import('./banner-embla.tsx'), 'BannerEmbla');

/** A home banner and the section of the home page it leads to (spec 2 'Home'). */
export type Banner = { src: string; alt: string; target: string };

/** A banner picture in the current language: its words are drawn in it ('banner-roti-hi.svg' in Hindi, D62). */
function bannerSrc(name: string): string {
  return `/banner-${name}${getLocale() === 'hi' ? '-hi' : ''}.svg`;
}

/** The four banners, in order, with the home sections they scroll to (spec 2 'Home'). */
export const homeBanners = (): readonly Banner[] => [
  { src: bannerSrc('mini-thali'), alt: m.miniThaliBannerAlt(), target: 'mini-thali-home' },
  { src: bannerSrc('beverages'), alt: m.beveragesBannerAlt(), target: 'beverages-home' },
  { src: bannerSrc('roti'), alt: m.rotiBannerAlt(), target: 'roti-mania-home' },
  { src: bannerSrc('sweets'), alt: m.sweetsBannerAlt(), target: 'sweets-home' },
];

/** Scrolls smoothly to a home section by its id. */
function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** True once the page is idle after its first load: the carousel library waits until then (issue 6). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * The banner carousel (spec 2 'Home'): 4 banners that advance every 3 s (not with reduced motion),
 * swipe, dots; a tap on a
 * banner scrolls to its section. Embla swallows the click that ends a swipe, so a swipe is not a tap.
 * The first banner is painted before embla loads (banner-embla.tsx, once the page is idle), so the
 * home's largest picture does not wait for the carousel's code.
 */
export function BannerCarousel({ banners = homeBanners() }: { banners?: readonly Banner[] }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<BannerApi>();
  const [selected, setSelected] = useState(0);
  const idle = useIdle();
  const still = usePrefersReducedMotion();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // Auto-advance; the timer restarts whenever the slide changes, so a swipe gets a full 3 s. Not for
  // people who ask for less motion (issue 16, D60): they swipe or use the dots.
  useEffect(() => {
    if (!embla || still) return;
    const timer = window.setInterval(() => embla.scrollNext(), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [embla, selected, still]);

  return (
    <section aria-roledescription={m.carousel()} aria-label={m.offers()} className="px-4 pt-2">
      {idle && viewport ? (
        <Suspense fallback={null}>
          <BannerEmbla viewport={viewport} onApi={setEmbla} />
        </Suspense>
      ) : null}
      <div ref={setViewport} className="overflow-hidden rounded-2xl shadow-[0_8px_24px_-12px_rgba(124,45,18,0.45)]">
        <div className="flex touch-pan-y">
          {banners.map((banner, index) => (
            <button
              key={banner.src}
              type="button"
              onClick={() => scrollToSection(banner.target)}
              aria-roledescription={m.slide()}
              aria-label={m.bannerPosition({ alt: banner.alt, number: index + 1, total: banners.length })}
              className="relative aspect-[2/1] min-w-0 flex-[0_0_100%] bg-primary-soft"
            >
              <img
                src={banner.src}
                alt=""
                width={800}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The first banner is the home's largest picture (its LCP): fetch it before the rest.
                fetchPriority={index === 0 ? 'high' : undefined}
                draggable={false}
                className="absolute inset-0 size-full object-cover"
              />
            </button>
          ))}
        </div>
      </div>
      <div className="flex justify-center">
        {banners.map((banner, index) => (
          <button
            key={banner.src}
            type="button"
            aria-label={m.showBannerNumber({ number: index + 1 })}
            aria-current={index === selected}
            onClick={() => embla?.scrollTo(index)}
            className="grid size-7 place-items-center"
          >
            <span
              className={`h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-primary' : 'w-2 bg-stone-300'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
