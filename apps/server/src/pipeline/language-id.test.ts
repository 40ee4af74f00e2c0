import { describe, expect, it } from 'vitest';
import { identifyLanguage } from './language-id.js';

const PARAKEET = 'bg hr cs da nl en et fi fr de el hu it lv lt mt pl pt ro sk sl es sv ru uk'.split(' ');

describe('identifyLanguage', () => {
  it.each([
    ['en', 'we agreed to send the revised contract to the client before the end of the week'],
    ['es', 'quedamos en enviar el contrato revisado al cliente antes del final de la semana'],
    ['fr', 'nous avons convenu d’envoyer le contrat révisé au client avant la fin de la semaine'],
    ['de', 'wir haben vereinbart den überarbeiteten Vertrag vor Ende der Woche an den Kunden zu senden'],
    ['it', 'abbiamo concordato di inviare il contratto rivisto al cliente prima della fine della settimana'],
    ['pt', 'combinamos enviar o contrato revisto ao cliente antes do fim da semana'],
    ['nl', 'we hebben afgesproken het herziene contract voor het einde van de week naar de klant te sturen'],
    ['pl', 'uzgodniliśmy że wyślemy poprawioną umowę do klienta przed końcem tygodnia'],
  ])('tells %s from the 25 languages of a multilingual model', (iso, text) => {
    expect(identifyLanguage(text, PARAKEET)).toBe(iso);
  });

  it('says nothing for too little text, and only names a candidate', () => {
    expect(identifyLanguage('yes', PARAKEET)).toBeUndefined();
    expect(identifyLanguage('speech '.repeat(20), PARAKEET)).toBeUndefined();
    expect(
      identifyLanguage('nous avons convenu d’envoyer le contrat révisé au client', ['en', 'de']),
    ).not.toBe('fr');
  });
});
