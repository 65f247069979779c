// Mail is written in the recipient's language. The app's strings live in the Lingui catalogs;
// these few server-side texts live here, in both languages, beside the code that sends them.
type Lang = 'es' | 'en';

export function verificationMail(lang: Lang, firstName: string, link: string) {
  return lang === 'en'
    ? {
        subject: 'Verify your account',
        text: `Hello ${firstName},\n\nOpen this link to verify your email and enter the portal:\n${link}\n\nThe link works once and expires in 48 hours.`,
      }
    : {
        subject: 'Verifica tu cuenta',
        text: `Hola ${firstName}:\n\nAbre este enlace para verificar tu correo y entrar al portal:\n${link}\n\nEl enlace funciona una sola vez y vence en 48 horas.`,
      };
}

export function resetMail(lang: Lang, firstName: string, link: string) {
  return lang === 'en'
    ? {
        subject: 'Reset your password',
        text: `Hello ${firstName},\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this mail.`,
      }
    : {
        subject: 'Restablece tu contraseña',
        text: `Hola ${firstName}:\n\nAbre este enlace para elegir una contraseña nueva:\n${link}\n\nEl enlace funciona una sola vez y vence en una hora. Si no lo pediste, ignora este correo.`,
      };
}
