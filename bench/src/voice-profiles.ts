import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Embed } from '@transcribe/server/pipeline';
import {
  identifySpeakers,
  MIN_SPEAKER_SECONDS,
  matchThreshold,
  similarity,
  type VoicePrint,
  voicePrints,
} from '@transcribe/server/pipeline';
import type { Conversation } from './conversations.js';

/**
 * Voice profiles on real voices (issue 23): three people of Debian's packages are enrolled from one set of
 * their recordings and looked for in another; the people of the AMI meetings (never enrolled) are looked
 * for too, and must never be given an enrolled name. Prints the similarities against the threshold and what
 * identification makes of each test voice.
 */
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-';
const ALSA = '/usr/share/sounds/alsa/';
const ALLISON = '/usr/share/asterisk/sounds/en_US_f_Allison/';

interface Material {
  person: string;
  enrol: string[];
  test: string[];
}

const PEOPLE: Material[] = [
  {
    person: 'reader (LibriVox)',
    enrol: ['0870', '0880', '0890'].map((id) => `${LIBRIVOX}${id}.wav`),
    test: ['0920', '0930'].map((id) => `${LIBRIVOX}${id}.wav`),
  },
  {
    person: 'announcer (ALSA)',
    enrol: ['Front_Center', 'Front_Left', 'Front_Right'].map((n) => `${ALSA}${n}.wav`),
    test: ['Rear_Center', 'Rear_Left', 'Rear_Right', 'Side_Left', 'Side_Right'].map((n) => `${ALSA}${n}.wav`),
  },
  {
    person: 'operator (Asterisk)',
    enrol: [
      'basic-pbx-ivr-main',
      'conf-adminmenu',
      'call-fwd-unconditional',
      'cannot-complete-as-dialed',
    ].map((n) => `${ALLISON}${n}.wav`),
    test: ['vm-instructions', 'queue-periodic-announce', 'vm-review'].map((n) => `${ALLISON}${n}.wav`),
  },
];

/** The files decoded and laid end to end as one 16 kHz PCM file; its spans, one per file. */
function joined(files: string[], path: string) {
  const parts = files.map((file) =>
    execFileSync(
      'ffmpeg',
      ['-nostdin', '-v', 'error', '-i', file, '-ac', '1', '-ar', '16000', '-f', 's16le', '-'],
      {
        maxBuffer: 1 << 28,
      },
    ),
  );
  writeFileSync(path, Buffer.concat(parts));
  let at = 0;
  return parts.map((part) => {
    const span = { start: at, end: at + part.length / 32_000 };
    at = span.end;
    return span;
  });
}

interface Voice {
  who: string;
  enrolled: boolean;
  prints: VoicePrint[];
  seconds: number;
}

const signal = new AbortController().signal;

export async function voiceProfileBench(
  conversations: Conversation[],
  work: string,
  embedding?: { name: string; embed: Embed },
): Promise<string[]> {
  const profiles: { name: string; prints: VoicePrint[]; seconds: number }[] = [];
  const tests: Voice[] = [];
  for (const [i, person] of PEOPLE.entries()) {
    const enrolPcm = join(work, `enrol-${i}.pcm`);
    profiles.push({
      name: person.person,
      ...(await voicePrints(enrolPcm, joined(person.enrol, enrolPcm), { embedding, signal })),
    });
    const testPcm = join(work, `test-${i}.pcm`);
    tests.push({
      who: person.person,
      enrolled: true,
      ...(await voicePrints(testPcm, joined(person.test, testPcm), { embedding, signal })),
    });
  }
  // The meeting people, each with their speech where no one else talks.
  for (const conversation of conversations) {
    const pcm = join(work, `meeting-${conversation.id}.pcm`);
    joined([conversation.path], pcm);
    const turns = conversation.reference;
    for (const speaker of new Set(turns.map((t) => t.speaker))) {
      const alone = turns.filter(
        (t) =>
          t.speaker === speaker &&
          !turns.some((o) => o.speaker !== speaker && o.start < t.end && o.end > t.start),
      );
      if (alone.length === 0) continue;
      tests.push({
        who: `${conversation.id} ${speaker} (AMI)`,
        enrolled: false,
        ...(await voicePrints(pcm, alone, { embedding, signal })),
      });
    }
  }
  const lines: string[] = [];
  for (const method of [...new Set(profiles.flatMap((p) => p.prints.map((print) => print.method)))]) {
    lines.push(
      `\n#### Voice prints: ${method} (threshold ${matchThreshold(method) ?? 'none'}, at least ${MIN_SPEAKER_SECONDS} s)\n`,
    );
    lines.push(
      `| test voice | speech | ${profiles.map((p) => `${p.name} (${p.seconds.toFixed(1)} s)`).join(' | ')} | named |`,
    );
    lines.push(`| --- | --- | ${profiles.map(() => '---').join(' | ')} | --- |`);
    const only = (prints: VoicePrint[]) => prints.filter((print) => print.method === method);
    let right = 0;
    let wrong = 0;
    let missed = 0;
    for (const voice of tests) {
      const scores = profiles.map((p) => {
        const a = only(voice.prints)[0];
        const b = only(p.prints)[0];
        return a && b ? similarity(a, b) : Number.NaN;
      });
      const named = identifySpeakers(
        [{ speaker: 0, prints: only(voice.prints), seconds: voice.seconds }],
        profiles.map((p) => ({ name: p.name, prints: only(p.prints) })),
      )[0]?.name;
      if (named === voice.who) right++;
      else if (named) wrong++;
      else if (voice.enrolled && voice.seconds >= MIN_SPEAKER_SECONDS) missed++;
      lines.push(
        `| ${voice.who} | ${voice.seconds.toFixed(1)} s | ${scores.map((s) => s.toFixed(3)).join(' | ')} | ${named ?? '-'} |`,
      );
    }
    lines.push('');
    lines.push(
      `- named right: ${right} of ${tests.filter((t) => t.enrolled).length} enrolled people's test voices; missed: ${missed}`,
    );
    lines.push(
      `- named wrong: ${wrong} (of them people never enrolled: ${tests.filter((t) => !t.enrolled).length} voices tried)`,
    );
  }
  return lines;
}
