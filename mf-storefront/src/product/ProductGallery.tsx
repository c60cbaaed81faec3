import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import type { Product } from '@shop/contracts';
import { ProductImage } from '@shop/ui-kit';
import { useT } from '../i18n/messages';
import { settleScroll, slideAt, slidesOf } from './gallery-rules';
import styles from './ProductGallery.module.css';

const SLIDE_SIZES = '(max-width: 959px) 100vw, 600px';
const ZOOM = 2.5;

/**
 * The product page's images (decision 032): one slide per image on a scroll-snap track (a swipe on a phone, the
 * thumbnails anywhere), a tap or click zooms the image where it was touched and follows the pointer; choosing a
 * shade with an image of its own brings that image in (`activeSrc`). Only the first slide loads at once.
 */
export function ProductGallery({
  product,
  title,
  activeSrc,
  mediaClassName,
}: {
  product: Pick<Product, 'image' | 'images'>;
  title: string;
  activeSrc: string;
  mediaClassName?: string;
}) {
  const t = useT();
  const slides = useMemo(() => slidesOf(product), [product]);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  /** The slide the gallery is scrolling to by itself (see settleScroll); a shopper's own touch ends it. */
  const heading = useRef<number | null>(null);
  const takeOver = () => {
    heading.current = null;
  };

  const show = (next: number, smooth = true) => {
    const el = track.current;
    const slide = el?.children[next] as HTMLElement | undefined;
    const from = el && el.clientWidth > 0 ? slideAt(el.scrollLeft, el.clientWidth) : next;
    heading.current = smooth && from !== next ? next : null;
    // scrollTo on the track (not scrollIntoView): the page itself must not jump to the gallery
    el?.scrollTo?.({ left: slide?.offsetLeft ?? 0, behavior: smooth ? 'smooth' : 'auto' });
    setIndex(next);
    setZoom(null);
  };

  useEffect(() => {
    const wanted = slides.findIndex((slide) => slide.src === activeSrc);
    if (wanted >= 0) show(wanted);
    // only a new choice moves the gallery; a swipe afterwards is the shopper's
  }, [activeSrc]);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const settled = settleScroll(el.scrollLeft, el.clientWidth, heading.current);
    heading.current = settled.heading;
    const next = settled.at;
    if (next !== undefined && next !== index) {
      setIndex(next);
      setZoom(null);
    }
  };

  const origin = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    };
  };

  if (slides.length === 0) {
    return (
      <div className={mediaClassName}>
        <ProductImage src={undefined} alt={title} />
      </div>
    );
  }
  return (
    <section className={styles.gallery} aria-label={t('product.gallery')} aria-roledescription="carousel">
      <div className={mediaClassName}>
        <div
          ref={track}
          className={styles.track}
          onScroll={onScroll}
          onPointerDown={takeOver}
          onTouchStart={takeOver}
          onWheel={takeOver}
          onKeyDown={takeOver}
          data-testid="product-gallery"
        >
          {slides.map((slide, i) => {
            const zoomed = zoom !== null && i === index;
            return (
              <div
                key={slide.src}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('product.galleryImage', { n: i + 1, total: slides.length })}
                data-active={i === index}
              >
                <button
                  type="button"
                  className={[styles.zoomArea, zoomed && styles.zoomed].filter(Boolean).join(' ')}
                  aria-label={zoomed ? t('product.zoomOut') : t('product.zoomIn')}
                  aria-pressed={zoomed}
                  style={
                    zoomed
                      ? { transformOrigin: `${zoom.x}% ${zoom.y}%`, transform: `scale(${ZOOM})` }
                      : undefined
                  }
                  onPointerUp={(event) => setZoom(zoomed ? null : origin(event))}
                  onPointerMove={(event) => zoomed && event.pointerType === 'mouse' && setZoom(origin(event))}
                  onKeyDown={(event) => event.key === 'Escape' && setZoom(null)}
                  onClick={(event) => event.detail === 0 && setZoom(zoomed ? null : { x: 50, y: 50 })}
                >
                  <ProductImage
                    src={slide.src}
                    alt={slide.alt || title}
                    eager={i === 0}
                    sizes={SLIDE_SIZES}
                    width={slide.width}
                    height={slide.height}
                  />
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {slides.length > 1 && (
        <div className={styles.thumbs}>
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              className={styles.thumb}
              aria-label={t('product.galleryImage', { n: i + 1, total: slides.length })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            >
              <ProductImage src={slide.src} alt="" sizes="64px" width={64} height={64} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
