import type { TSpeakerBlock } from '@transcribe/contract';

/**
 * Texts for summary and key-note tests: a project meeting in English as a punctuating engine (Whisper)
 * writes it, cut into segments mid-sentence as such engines do, and spoken-style texts in Spanish, French
 * and German with the abbreviations that trip sentence splitters.
 */
const ENGLISH_MEETING: { speaker: string; segments: string[] }[] = [
  {
    speaker: 'Anna',
    segments: [
      'Good morning, everyone. Thanks for joining the planning call for the new warehouse system.',
      'The main goal today is to agree on the migration schedule, because the old inventory database',
      'goes out of support at the end of March.',
      'Mr. Patel from the vendor side will join us at ten to answer questions about the data export.',
    ],
  },
  {
    speaker: 'Ben',
    segments: [
      'Thanks, Anna. From the engineering side, the inventory database migration is the biggest risk.',
      'We tested the export on a copy last week and it took eleven hours for the full inventory.',
      'That means we cannot do the migration during a normal weekend without stopping the warehouse.',
      'Okay.',
    ],
  },
  {
    speaker: 'Anna',
    segments: [
      'So what do you propose for the migration?',
      'Could we split the inventory by warehouse region and migrate one region at a time?',
    ],
  },
  {
    speaker: 'Ben',
    segments: [
      'Yes, that is exactly what we suggest. We would migrate the northern region first,',
      'because it has the smallest inventory and the fewest orders on weekends.',
      'If the northern migration goes well, the southern and eastern regions follow two weeks apart.',
      'Each regional migration should fit into one night, roughly four hours, based on our tests.',
    ],
  },
  {
    speaker: 'Anna',
    segments: [
      'That sounds reasonable. What about training for the warehouse staff?',
      'The staff will need to learn the new scanning screens before their region goes live.',
    ],
  },
  {
    speaker: 'Ben',
    segments: [
      'We planned two training sessions per region, one week before each migration.',
      'Dr. Lee from the training team prepared short videos, e.g. how to receive a delivery',
      'and how to correct a wrong stock count in the new system.',
    ],
  },
  {
    speaker: 'Anna',
    segments: [
      'Great. The budget is the last point. The migration budget was approved in January,',
      'but the extra night shifts for the regional migrations were not in the original budget.',
      'I will ask finance to approve the additional night shift hours by Friday.',
      'Let us meet again next Tuesday to review the northern region migration plan.',
      'Thanks, everyone.',
    ],
  },
];

export const englishMeetingBlocks = (): TSpeakerBlock[] => {
  let segmentId = 0;
  let time = 2;
  return ENGLISH_MEETING.map((block, b) => ({
    audio_transcript_data_id: b + 1,
    audio_transcript_data_speaker: block.speaker,
    audio_transcript_data_segment: block.segments.map((text) => {
      const start = time;
      time += text.split(' ').length * 0.4 + 0.6;
      return {
        audio_transcript_data_segment_id: ++segmentId,
        audio_transcript_data_segment_transcript: text,
        audio_transcript_data_segment_start_time: start,
        audio_transcript_data_segment_end_time: time - 0.6,
        audio_transcript_data_segment_verified: false,
        audio_transcript_data_segment_sa: null,
        audio_transcript_data_segment_words: [],
      };
    }),
  }));
};

export const SPANISH_TEXT = `Buenos días a todos y gracias por venir a la reunión sobre el nuevo mercado municipal.
El Sr. García, que dirige la asociación de comerciantes, nos ha enviado sus propuestas por escrito.
La primera propuesta es ampliar el horario del mercado municipal los sábados hasta las nueve de la noche.
Muchos vecinos trabajan durante la semana y solo pueden hacer la compra el sábado por la tarde.
¿Qué opinan los comerciantes del horario? La mayoría está de acuerdo, aunque algunos puestos pequeños necesitan más personal.
La segunda propuesta trata del aparcamiento para bicicletas delante del mercado municipal.
Actualmente no hay sitio para las bicicletas y los clientes las dejan atadas a las farolas.
El ayuntamiento puede instalar cuarenta plazas de aparcamiento para bicicletas antes del verano.
La Dra. Martínez explicó que el presupuesto del ayuntamiento cubre el aparcamiento, pero no las obras del tejado.
Las obras del tejado del mercado municipal son urgentes porque entra agua cuando llueve.
Vale. Entonces propongo pedir tres presupuestos para las obras del tejado este mismo mes.
La próxima reunión será el martes a las seis de la tarde.
Gracias a todos.`;

export const FRENCH_TEXT = `Bonjour à tous et merci d'être venus à cette réunion sur la rénovation de la bibliothèque.
M. Dubois, l'architecte, nous a présenté hier les plans de la nouvelle salle de lecture.
La nouvelle salle de lecture sera installée au premier étage, à la place des anciens bureaux.
Elle pourra accueillir soixante lecteurs, soit deux fois plus qu'aujourd'hui.
Mme Laurent a demandé si la bibliothèque restera ouverte pendant les travaux de rénovation.
Oui, la bibliothèque restera ouverte, mais l'entrée principale sera fermée pendant deux mois.
Les lecteurs passeront par l'entrée du jardin, qui sera accessible aux fauteuils roulants.
Le budget de la rénovation est de trois cent mille euros, financé en partie par la région.
D'accord.
Les travaux de rénovation commenceront en septembre et devraient durer six mois.
Il faudra prévenir les lecteurs dès juin, par exemple avec des affiches et une lettre d'information.
Nous nous reverrons le 12 mai pour valider le calendrier des travaux.`;

export const GERMAN_TEXT = `Guten Morgen zusammen und danke, dass Sie alle zur Besprechung über den neuen Radweg gekommen sind.
Herr Dr. Weber vom Planungsamt hat die Pläne für den Radweg entlang der Hauptstraße vorgestellt.
Der neue Radweg soll zwei Meter breit werden und vom Bahnhof bis zur Universität führen.
Dafür müssen auf der Hauptstraße etwa vierzig Parkplätze wegfallen, z. B. vor der Apotheke.
Die Geschäfte an der Hauptstraße befürchten, dass ohne Parkplätze weniger Kunden kommen.
Frau Schneider schlug deshalb vor, die Parkplätze in die Seitenstraßen zu verlegen.
Die Bauarbeiten für den Radweg beginnen am 3. Oktober und dauern etwa vier Monate.
Während der Bauarbeiten wird die Hauptstraße nur in eine Richtung befahrbar sein.
Genau.
Die Kosten für den Radweg liegen bei rund 1,2 Mio. Euro, die Hälfte zahlt das Land.
Das Planungsamt informiert die Anwohner vor Beginn der Bauarbeiten mit einem Brief.
Die nächste Besprechung findet am Donnerstag um 18 Uhr statt.`;

/** A text as one speaker's punctuated segments, one per line. */
export function textBlocks(text: string): TSpeakerBlock[] {
  return [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: text.split('\n').map((line, i) => ({
        audio_transcript_data_segment_id: i + 1,
        audio_transcript_data_segment_transcript: line,
        audio_transcript_data_segment_start_time: i * 5,
        audio_transcript_data_segment_end_time: i * 5 + 4.5,
        audio_transcript_data_segment_verified: false,
        audio_transcript_data_segment_sa: null,
        audio_transcript_data_segment_words: [],
      })),
    },
  ];
}
