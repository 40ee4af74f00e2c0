import { useEffect, useRef } from 'react';

/** The microphone's signal drawn live on a 500 x 100 canvas while recording. */
export function Waveform({
  analyser,
  active,
  label,
}: {
  analyser: AnalyserNode | undefined;
  active: boolean;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!analyser || !context || !canvas.current) return;
    const { width, height } = canvas.current;
    const samples = new Uint8Array(analyser.fftSize);
    const colour = getComputedStyle(canvas.current).color;
    let frame = 0;
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      context.clearRect(0, 0, width, height);
      context.lineWidth = 2;
      context.strokeStyle = colour;
      context.beginPath();
      samples.forEach((value, i) => {
        const x = (i / (samples.length - 1)) * width;
        const y = (value / 255) * height;
        if (i === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      });
      context.stroke();
      if (active) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [analyser, active]);
  return (
    <canvas
      ref={canvas}
      width={500}
      height={100}
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-[500px] self-center rounded-lg bg-surface text-accent"
    />
  );
}
