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

export function emailChangeMail(lang: Lang, firstName: string, link: string) {
  return lang === 'en'
    ? {
        subject: 'Confirm your new login email',
        text: `Hello ${firstName},\n\nOpen this link to make this address the login email of your portal account:\n${link}\n\nThe link works once and expires in 24 hours. Until then your account keeps its current address. If you did not ask for it, ignore this mail.`,
      }
    : {
        subject: 'Confirma tu nuevo correo de acceso',
        text: `Hola ${firstName}:\n\nAbre este enlace para que esta dirección sea el correo de acceso de tu cuenta del portal:\n${link}\n\nEl enlace funciona una sola vez y vence en 24 horas. Hasta entonces tu cuenta conserva su dirección actual. Si no lo pediste, ignora este correo.`,
      };
}

export function emailChangeNotice(lang: Lang, firstName: string, newEmail: string, resetLink: string) {
  return lang === 'en'
    ? {
        subject: 'Your login email is about to change',
        text: `Hello ${firstName},\n\nSomeone signed in to your portal account asked to change its login email to ${newEmail}. It changes only when that address confirms the link we sent it.\n\nIf it was not you, choose a new password now (it signs everyone else out):\n${resetLink}`,
      }
    : {
        subject: 'Tu correo de acceso está por cambiar',
        text: `Hola ${firstName}:\n\nAlguien con sesión en tu cuenta del portal pidió cambiar su correo de acceso a ${newEmail}. Solo cambia cuando esa dirección confirme el enlace que le enviamos.\n\nSi no fuiste tú, elige una contraseña nueva ahora (cierra la sesión de todos los demás):\n${resetLink}`,
      };
}

/** Issue 32: the link that lets a person join a company's team, in the inviter's language. */
export function teamInvitationMail(
  lang: Lang,
  inviterName: string,
  companyName: string,
  role: 'manager' | 'staff',
  link: string,
) {
  return lang === 'en'
    ? {
        subject: `${companyName} invites you to its team`,
        text: `Hello,\n\n${inviterName} invites you to join the team of ${companyName} on the provider portal as ${role === 'manager' ? 'a manager (everything but payouts and the team)' : 'staff (reservations and messages)'}. Open this link to accept with your own account, or to create one:\n${link}\n\nThe link works once and expires in 7 days. If you did not expect it, ignore this mail.`,
      }
    : {
        subject: `${companyName} te invita a su equipo`,
        text: `Hola:\n\n${inviterName} te invita a unirte al equipo de ${companyName} en el portal de proveedores como ${role === 'manager' ? 'gerente (todo menos los pagos y el equipo)' : 'personal (reservas y mensajes)'}. Abre este enlace para aceptar con tu propia cuenta, o para crear una:\n${link}\n\nEl enlace funciona una sola vez y vence en 7 días. Si no lo esperabas, ignora este correo.`,
      };
}
