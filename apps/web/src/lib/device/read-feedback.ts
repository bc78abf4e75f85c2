/** How a read went, as the phone signals it: a good of the list, or anything else to look at. */
export type ReadSignal = 'found' | 'other';

let audio: AudioContext | undefined;

/** A short tone: high for a good of the list, low and longer for anything else. */
function beep(signal: ReadSignal): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  audio ??= new Context();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = signal === 'found' ? 1320 : 440;
  gain.gain.value = 0.15;
  oscillator.connect(gain).connect(audio.destination);
  const seconds = signal === 'found' ? 0.12 : 0.35;
  oscillator.start();
  oscillator.stop(audio.currentTime + seconds);
}

/**
 * Sound and vibration on each read, so the user keeps the phone on the labels rather than the screen.
 * Browsers refuse both before the user's first touch of the page; a read never fails for it.
 */
export function signalRead(signal: ReadSignal): void {
  try {
    beep(signal);
  } catch {
    // No sound on this device: the screen still says it.
  }
  navigator.vibrate?.(signal === 'found' ? 80 : [60, 60, 60]);
}
