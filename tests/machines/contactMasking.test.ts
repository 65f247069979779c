import { describe, expect, it } from 'vitest';
import { isAllowedHost, MASK, maskContacts } from '../../machines/contactMasking.ts';

const allowedDomain = 'viajeschapines.travel';
const mask = (text: string) => maskContacts(text, { allowedDomain });

describe('contact masking (SPEC §4 chat)', () => {
  describe('emails', () => {
    it.each([
      ['Escríbeme a ana.lopez@gmail.com', `Escríbeme a ${MASK}`],
      ['mail: ana_lopez+viajes@correo.com.gt.', `mail: ${MASK}.`],
      ['JOSÉ@Correo.GT', MASK],
      ['a@b.co y c@d.io', `${MASK} y ${MASK}`],
    ])('%s', (text, expected) => {
      expect(mask(text)).toEqual({ text: expected, blocked: true });
    });
  });

  describe('links', () => {
    it.each([
      ['mira https://misitio.com/tours?id=3', `mira ${MASK}`],
      ['http://misitio.net', MASK],
      ['entra a www.misitio.com ya', `entra a ${MASK} ya`],
      ['entra a WWW.MiSitio.org.', `entra a ${MASK}.`],
      ['misitio.com/reservas', MASK],
      ['en facebook.com/misitio hay fotos', `en ${MASK} hay fotos`],
      ['tours.gt', MASK],
      ['instagram @viajes_ana', `instagram ${MASK}`],
    ])('%s', (text, expected) => {
      expect(mask(text)).toEqual({ text: expected, blocked: true });
    });
  });

  describe('phone numbers', () => {
    it.each([
      ['Llámame al 55551234', `Llámame al ${MASK}`],
      ['Llámame al 5555 1234', `Llámame al ${MASK}`],
      ['WhatsApp +502 5555-1234 gracias', `WhatsApp ${MASK} gracias`],
      ['(502) 5555-1234', MASK],
      ['+1 (305) 555 0199', MASK],
      ['5.5.5.5.1.2.3.4', MASK],
      ['5 5 5 5 1 2 3 4', MASK],
    ])('%s', (text, expected) => {
      expect(mask(text)).toEqual({ text: expected, blocked: true });
    });

    it('leaves numbers shorter than 8 digits', () => {
      expect(mask('Somos 4 adultos y 2 niños, 1234567 es el código')).toEqual({
        text: 'Somos 4 adultos y 2 niños, 1234567 es el código',
        blocked: false,
      });
    });
  });

  describe('spelled-out addresses and words', () => {
    it.each([
      ['ana at gmail dot com', MASK],
      ['ana arroba gmail punto com', MASK],
      ['ana (at) gmail (dot) com', MASK],
      ['ana[at]correo[punto]gt', MASK],
      ['ana at hotmail', MASK],
      ['búscame en http', `búscame en ${MASK}`],
      ['pon www y luego mi nombre', `pon ${MASK} y luego mi nombre`],
      ['mi nombre arroba', `mi nombre ${MASK}`],
      ['minombre dotcom', `minombre ${MASK}`],
      ['minombre punto com', `minombre ${MASK}`],
      ['minombre dot net', `minombre ${MASK}`],
    ])('%s', (text, expected) => {
      expect(mask(text)).toEqual({ text: expected, blocked: true });
    });
  });

  describe('the company’s own domain', () => {
    it.each([
      'Escribe a soporte@viajeschapines.travel',
      'Mira https://www.viajeschapines.travel/tours/antigua',
      'Mira https://app.viajeschapines.travel',
      'www.viajeschapines.travel',
      'viajeschapines.travel/ayuda',
      'soporte arroba viajeschapines punto travel',
    ])('%s stays readable', (text) => {
      expect(mask(text)).toEqual({ text, blocked: false });
    });

    it('still masks other domains next to it', () => {
      expect(mask('soporte@viajeschapines.travel o ana@gmail.com')).toEqual({
        text: `soporte@viajeschapines.travel o ${MASK}`,
        blocked: true,
      });
    });

    it('does not trust a domain that only ends with the same letters', () => {
      expect(isAllowedHost('falsoviajeschapines.travel', allowedDomain)).toBe(false);
      expect(isAllowedHost('viajeschapines.travel.evil.com', allowedDomain)).toBe(false);
      expect(isAllowedHost('WWW.ViajesChapines.travel', allowedDomain)).toBe(true);
      expect(isAllowedHost('viajeschapines.travel', undefined)).toBe(false);
    });

    it('allows nothing when no domain is given', () => {
      expect(maskContacts('soporte@viajeschapines.travel').blocked).toBe(true);
    });
  });

  describe('ordinary text', () => {
    it.each([
      'Hola, ¿a qué hora es el check-in?',
      'El precio es $150 por noche',
      'El total es $1,250.00 con impuestos',
      'Llegamos el 15/03/2026 y salimos el 18/03/2026',
      'Reserva del 2026-03-15 al 2026-03-18',
      'Fecha 15.03.2026',
      'See you at 5 pm at the lobby',
      'Check-in at 3:00 PM, check-out 11:00 AM',
      'Horario 08:00-17:00',
      'Somos 2 adultos. Es nuestra primera vez.',
      'Llegamos mañana.Es genial',
      'Nos vemos en la punta del volcán',
      'What a great tour',
      '',
    ])('%s stays as written', (text) => {
      expect(mask(text)).toEqual({ text, blocked: false });
    });
  });

  it('masks several contacts in one message and keeps the rest', () => {
    expect(mask('Soy Ana, 5555-1234-99 o ana@gmail.com, web www.ana.com. ¡Gracias!')).toEqual({
      text: `Soy Ana, ${MASK} o ${MASK}, web ${MASK}. ¡Gracias!`,
      blocked: true,
    });
  });
});
