import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';

/** One photo, already optimised at build time (ApiImage's attributes). */
export interface CarouselSlide {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  /** Classes that paint a colour while the photo loads (lib/placeholderColour.ts: no style attribute under the CSP). */
  placeholderClass?: string;
  /** The logo to show if the photo fails to load (scripts/imageFallback.ts). */
  fallback?: string;
}

export interface MediaCarouselProps {
  slides: CarouselSlide[];
  labels: {
    /** The carousel's accessible name, e.g. "Photos of the Piper Cub". */
    region: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    /** Each slide's name, with {n} and {total}: "{n} of {total}". */
    slide: string;
  };
}

/** docs/behaviour.md, "Fleet": the carousel's settings. */
export const carouselSettings = {
  slidesPerView: 'auto',
  grabCursor: true,
  loop: true,
  centeredSlides: true,
  initialSlide: 1,
  spaceBetween: 24,
  autoplay: { delay: 7000, disableOnInteraction: false, pauseOnMouseEnter: true },
  // A quick second click on previous or next still moves (Swiper ignores it mid-slide by default).
  loopPreventsSliding: false,
} as const;

/**
 * An aircraft's photos as a looping Swiper carousel with previous, next and
 * pause buttons. It advances every 7 seconds unless the visitor pauses it or
 * prefers reduced motion. Before it hydrates (or without JavaScript) the
 * photos are a row the visitor can scroll.
 */
export default function MediaCarousel({ slides, labels }: MediaCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!swiper) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      swiper.autoplay.stop();
      setPlaying(false);
    }
  }, [swiper]);

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section className="media-carousel" aria-roledescription="carousel" aria-label={labels.region}>
      <Swiper modules={[Autoplay]} {...carouselSettings} onSwiper={setSwiper} className="media-carousel__swiper">
        {slides.map((slide, index) => (
          <SwiperSlide
            key={`${slide.src}-${index}`}
            className="media-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide.replace('{n}', String(index + 1)).replace('{total}', String(slides.length))}
          >
            <img
              className={['api-image media-carousel__image', slide.placeholderClass].filter(Boolean).join(' ')}
              src={slide.src}
              srcSet={slide.srcset}
              sizes={slide.sizes}
              width={slide.width}
              height={slide.height}
              alt={slide.alt}
              loading="lazy"
              fetchPriority="low"
              decoding="async"
              data-fallback={slide.fallback}
              draggable={false}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Rendered before Swiper starts (hidden without JavaScript), so the page does not shift when it does. */}
      {slides.length > 1 && (
        <div className="media-carousel__controls needs-js">
          <ArrowButton path="M15 5l-7 7 7 7" label={labels.previous} onClick={() => swiper?.slidePrev()} />
          <button type="button" className="icon-button media-carousel__button" onClick={togglePlaying}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              {playing ? (
                <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
              ) : (
                <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />
              )}
            </svg>
            <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
          </button>
          <ArrowButton path="M9 5l7 7-7 7" label={labels.next} onClick={() => swiper?.slideNext()} />
        </div>
      )}
    </section>
  );
}

/** The previous or next button: an arrow drawn by `path`, named by `label` for screen readers. */
function ArrowButton({ path, label, onClick }: { path: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button media-carousel__button" onClick={onClick}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          d={path}
        />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
