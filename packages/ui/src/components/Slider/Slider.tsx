import type { MessageOverrides } from '../../i18n/messages';
import 'keen-slider/keen-slider.min.css';
import { type KeenSliderInstance, type KeenSliderOptions, useKeenSlider } from 'keen-slider/react';
import {
  Children,
  type HTMLAttributes,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { mediaMessages } from '../../i18n/media';
import { prefersLessMotion } from '../../theme/motion';
import { breakpoints } from '../../theme/tokens';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Slider.css';

type Messages = typeof mediaMessages.slider;

export interface SlidesPerView {
  /** Below 500 px; the spec asks for 2: two whole slides and the edge of the next, which says "swipe". */
  mobile?: number;
  /** From 500 px. */
  tablet?: number;
  /** From 910 px. */
  desktop?: number;
}

export interface SliderProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** One slide per child. */
  children: ReactNode;
  /** The carousel's accessible name (e.g. the block's title). */
  label?: string;
  /** Shown at the start of the header row, beside the previous/next buttons. */
  heading?: ReactNode;
  /** A number for every width, or per breakpoint. Default 2 / 3 / 5. */
  perView?: number | SlidesPerView;
  /** Gap between slides in px. Default 12 on mobile, 16 from 500 px. */
  spacing?: number;
  loop?: boolean;
  /** Hide the previous/next buttons (swipe and keyboard still work). */
  hideControls?: boolean;
  messages?: MessageOverrides<Messages>;
}

const defaultPerView: Required<SlidesPerView> = { mobile: 2.2, tablet: 3.2, desktop: 5 };

interface Position {
  index: number;
  maxIdx: number;
  perView: number;
}

/** A carousel of any content on keen-slider, with labelled previous/next buttons. */
export function Slider({
  children,
  label,
  heading,
  perView = defaultPerView,
  spacing,
  loop = false,
  hideControls = false,
  messages: overrides,
  className,
  ...rest
}: SliderProps) {
  const messages = { ...mediaMessages.slider, ...overrides };
  const slides = Children.toArray(children).filter(isValidElement);
  const count = slides.length;
  const views: Required<SlidesPerView> =
    typeof perView === 'number'
      ? { mobile: perView, tablet: perView, desktop: perView }
      : { ...defaultPerView, ...perView };

  const [position, setPosition] = useState<Position>({ index: 0, maxIdx: 0, perView: views.mobile });

  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop,
      defaultAnimation: { duration: prefersLessMotion() ? 1 : 420 },
      mode: 'snap',
      rubberband: true,
      slides: { perView: views.mobile, spacing: spacing ?? 12 },
      breakpoints: {
        [`(min-width: ${breakpoints.mobile}px)`]: { slides: { perView: views.tablet, spacing: spacing ?? 16 } },
        [`(min-width: ${breakpoints.desktop}px)`]: { slides: { perView: views.desktop, spacing: spacing ?? 16 } },
      },
    }),
    [loop, spacing, views.mobile, views.tablet, views.desktop],
  );

  const sync = useCallback((slider: KeenSliderInstance) => {
    const details = slider.track.details;
    const slidesOption = slider.options.slides;
    const current =
      slidesOption && typeof slidesOption === 'object' && typeof slidesOption.perView === 'number'
        ? slidesOption.perView
        : 1;
    setPosition({ index: details?.rel ?? 0, maxIdx: details?.maxIdx ?? 0, perView: current });
  }, []);

  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>({
    ...options,
    created: sync,
    slideChanged: sync,
    updated: sync,
    optionsChanged: sync,
  });

  // Slides added or removed (infinite lists): measure again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slide count is the trigger, not an input
  useEffect(() => {
    instanceRef.current?.update();
  }, [count, instanceRef]);

  const overflowing = count > position.perView;
  const atStart = !loop && position.index <= 0;
  const atEnd = !loop && position.index >= position.maxIdx;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || (event.target as HTMLElement).closest('input, textarea, select')) return;
    if (event.key === 'ArrowRight') instanceRef.current?.next();
    else if (event.key === 'ArrowLeft') instanceRef.current?.prev();
    else return;
    event.preventDefault();
  };

  // Tabbing into a slide that is out of view brings it into view.
  const onFocus = (index: number) => () => {
    const slider = instanceRef.current;
    const details = slider?.track.details;
    if (!slider || !details) return;
    const first = details.rel;
    if (index < first || index >= first + position.perView) {
      slider.moveToIdx(Math.min(index, details.maxIdx));
    }
  };

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-roledescription={messages.region}
      aria-label={label ?? messages.region}
      onKeyDown={onKeyDown}
      {...rest}
    >
      {(heading || (!hideControls && overflowing)) && (
        <div className={styles.header}>
          {heading && <div className={styles.heading}>{heading}</div>}
          {!hideControls && overflowing && (
            <div className={styles.controls}>
              <IconButton
                icon="chevronLeft"
                label={messages.previous}
                variant="solid"
                className={styles.navButton}
                disabled={atStart}
                onClick={() => instanceRef.current?.prev()}
              />
              <IconButton
                icon="chevronRight"
                label={messages.next}
                variant="solid"
                className={styles.navButton}
                disabled={atEnd}
                onClick={() => instanceRef.current?.next()}
              />
            </div>
          )}
        </div>
      )}
      <div ref={sliderRef} className={`keen-slider ${styles.viewport}`}>
        {slides.map((child, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset would imply a form
          <div
            key={child.key ?? index}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription={messages.slide}
            aria-label={`${index + 1} / ${count}`}
            onFocus={onFocus(index)}
          >
            {child}
          </div>
        ))}
      </div>
    </section>
  );
}
Slider.displayName = 'Slider';
