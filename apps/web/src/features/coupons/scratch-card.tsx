import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { TicketPercent } from 'lucide-react';
import type { Coupon } from '@rasoi/domain/api';
import { SCRATCH_BRUSH_PX, SCRATCH_CANVAS_PX, SCRATCH_SETTLE_MS } from '@rasoi/domain/constants';
import { couponDescription } from '@rasoi/domain/coupon';
import { m } from '@rasoi/domain/i18n/messages';
import { clearedShare, isScratchedEnough } from './scratch-surface.ts';

/** Paints the foil: brushed silver with saffron stripes, a little glitter and 'Scratch here'. */
function paintFoil(ctx: CanvasRenderingContext2D, size: number): void {
  ctx.globalCompositeOperation = 'source-over';
  const silver = ctx.createLinearGradient(0, 0, size, size);
  silver.addColorStop(0, '#e7e5e4');
  silver.addColorStop(0.45, '#fafaf9');
  silver.addColorStop(0.55, '#d6d3d1');
  silver.addColorStop(1, '#a8a29e');
  ctx.fillStyle = silver;
  ctx.fillRect(0, 0, size, size);

  ctx.save();
  ctx.strokeStyle = 'rgba(245, 158, 11, 0.35)';
  ctx.lineWidth = 10;
  for (let offset = -size; offset < size * 2; offset += 34) {
    ctx.beginPath();
    ctx.moveTo(offset, 0);
    ctx.lineTo(offset - size, size);
    ctx.stroke();
  }
  ctx.restore();

  ctx.fillStyle = 'rgba(255, 255, 255, 0.7)';
  for (let i = 0; i < 90; i += 1) {
    // A fixed pattern (no randomness), so the card looks the same every time.
    const x = (i * 67) % size;
    const y = (i * 131) % size;
    ctx.fillRect(x, y, 2, 2);
  }

  ctx.fillStyle = '#9a3412';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = 'bold 30px Georgia, serif';
  ctx.fillText(m.scratchHere(), size / 2, size / 2 - 8);
  ctx.font = '500 14px Poppins, sans-serif';
  ctx.fillStyle = '#57534e';
  ctx.fillText(m.withYourFinger(), size / 2, size / 2 + 24);
}

/** The prize under the foil: the off, the code and what it is for. */
function CouponFace({ coupon }: { coupon: Coupon }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-accent via-primary to-primary-dark p-6 text-center text-white">
      <TicketPercent className="size-12 opacity-90" aria-hidden="true" />
      <p className="font-display text-6xl leading-none font-bold">{coupon.off}%</p>
      <p className="text-lg font-semibold tracking-wide uppercase">{m.off()}</p>
      <p className="mt-1 rounded-lg border-2 border-dashed border-white/70 px-3 py-1 font-mono text-lg font-bold tracking-widest">
        {coupon.name}
      </p>
      <p className="text-sm text-white/85">{couponDescription(coupon.off)}</p>
    </div>
  );
}

type ScratchCardProps = {
  coupon: Coupon;
  /**
   * Called once, when more than 25% of the foil is cleared and the finger has lifted (or rested
   * SCRATCH_SETTLE_MS), or at once for a keyboard reveal.
   */
  onReveal: (coupon: Coupon) => void;
};

/**
 * A scratch card (spec 2, 9): a 300 x 300 canvas of foil over the coupon. A 40 px brush clears the
 * foil (destination-out) under a finger or mouse (pointer events, touch-action none). After each
 * stroke the cleared share is measured from the canvas alpha (every 4th pixel); above 25% the foil
 * goes and `onReveal` runs when the finger lifts, or after SCRATCH_SETTLE_MS without a move if it stays
 * down (issue 15: the overlay `onReveal` opens must not pop up under a finger still scratching). An
 * already scratched coupon shows its face without foil. Under it a visible 'Reveal without scratching'
 * button reveals the same way for anyone who cannot drag (issue 16, D60).
 */
export function ScratchCard({ coupon, onReveal }: ScratchCardProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const lastPoint = useRef<{ x: number; y: number } | null>(null);
  const strokesSinceCheck = useRef(0);
  // Enough foil is cleared while the finger is still down: the reveal waits for the lift or the settle.
  const clearedEnough = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [revealed, setRevealed] = useState(coupon.is_scratched);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) paintFoil(ctx, SCRATCH_CANVAS_PX);
    return () => clearTimeout(settleTimer.current);
  }, []);

  const reveal = useCallback(() => {
    if (revealed) return;
    setRevealed(true);
    onReveal(coupon);
  }, [coupon, onReveal, revealed]);

  const isClearedEnough = useCallback(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return false;
    const { data } = ctx.getImageData(0, 0, SCRATCH_CANVAS_PX, SCRATCH_CANVAS_PX);
    return isScratchedEnough(clearedShare(data));
  }, []);

  // A finger resting on the card after clearing enough: reveal once it has been still for a moment.
  function settleLater() {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(reveal, SCRATCH_SETTLE_MS);
  }

  function pointOf(event: PointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = SCRATCH_CANVAS_PX / (rect.width || SCRATCH_CANVAS_PX);
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale };
  }

  function scratchTo(point: { x: number; y: number }) {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const from = lastPoint.current ?? point;
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineWidth = SCRATCH_BRUSH_PX;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    // A zero-length round-capped line still paints a dot, so a tap clears a brush-sized spot.
    ctx.lineTo(point.x + (from === point ? 0.01 : 0), point.y);
    ctx.stroke();
    lastPoint.current = point;
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (revealed) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    lastPoint.current = null;
    clearedEnough.current = false;
    scratchTo(pointOf(event));
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (revealed || !lastPoint.current) return;
    scratchTo(pointOf(event));
    if (clearedEnough.current) {
      settleLater();
      return;
    }
    // Check now and then mid-stroke too, so a finger that never lifts still reveals once it rests.
    strokesSinceCheck.current += 1;
    if (strokesSinceCheck.current >= 12) {
      strokesSinceCheck.current = 0;
      clearedEnough.current = isClearedEnough();
      if (clearedEnough.current) settleLater();
    }
  }

  function onPointerUp() {
    if (!lastPoint.current) return;
    lastPoint.current = null;
    strokesSinceCheck.current = 0;
    clearTimeout(settleTimer.current);
    if (clearedEnough.current || isClearedEnough()) reveal();
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <div
        className="relative overflow-hidden rounded-3xl shadow-xl ring-4 ring-white"
        style={{ width: SCRATCH_CANVAS_PX, height: SCRATCH_CANVAS_PX, maxWidth: '100%' }}
      >
        <CouponFace coupon={coupon} />
        {coupon.is_scratched ? null : (
          <canvas
            ref={canvasRef}
            width={SCRATCH_CANVAS_PX}
            height={SCRATCH_CANVAS_PX}
            role="img"
            aria-label={`${m.scratchHere()}: ${m.dragAcrossTheCardTo()}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onPointerLeave={onPointerUp}
            aria-hidden={revealed}
            className={`absolute inset-0 size-full cursor-grab touch-none transition-opacity duration-500 select-none active:cursor-grabbing ${revealed ? 'pointer-events-none opacity-0' : ''}`}
          />
        )}
      </div>
      {revealed ? null : (
        // For anyone who cannot drag (a tremor, a switch, a keyboard, a screen reader): reveals the same
        // way, in plain sight (issue 16, D60).
        <button
          type="button"
          onClick={reveal}
          className="min-h-11 rounded-full px-5 text-sm font-semibold text-primary underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-primary"
        >
          {m.revealWithoutScratching()}
        </button>
      )}
    </div>
  );
}
