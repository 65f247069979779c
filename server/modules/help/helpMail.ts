// The answer to a help message, mailed in the message's language (server/mail/templates.ts keeps the
// account mails; this one lives beside the code that sends it).
type Lang = 'es' | 'en';

export function helpAnswerMail(lang: Lang, firstName: string, question: string, answer: string) {
  const quoted = question
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return lang === 'en'
    ? {
        subject: 'Answer to your help request',
        text: `Hello${firstName ? ` ${firstName}` : ''},\n\nYou asked us:\n${quoted}\n\nOur answer:\n${answer}\n\nIf you need more help, write to us again from the help button in the portal.`,
      }
    : {
        subject: 'Respuesta a tu solicitud de ayuda',
        text: `Hola${firstName ? ` ${firstName}` : ''}:\n\nNos preguntaste:\n${quoted}\n\nNuestra respuesta:\n${answer}\n\nSi necesitas más ayuda, escríbenos de nuevo desde el botón de ayuda del portal.`,
      };
}
