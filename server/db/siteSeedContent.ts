/**
 * The public site's own texts (issue 31), in Spanish and English, seeded once into every database by migration
 * 0024_site_content.ts (seedSite.ts): the landings, the terms and the blog's first posts. From then on they are the
 * operator's to edit in the content screen, so a change of these texts reaches only new databases — change the
 * pages themselves (or add a migration) for the ones that exist. Numbers are SPEC §9's. Bodies are Markdown whose
 * sections are level-2 headings (`##`): the page's title is its only level-1 heading.
 */

interface Text {
  title: string;
  description: string;
  body: string;
}

/** A page in both languages: the same address (kind and slug) in each, so switching language keeps the page. */
export interface SeedPage {
  kind: 'landing' | 'terms' | 'blog';
  slug: string;
  /** A terms subsection's section. */
  parent?: string;
  /** A terms section's (or subsection's) place in the menu, from 1. */
  position?: number;
  author?: string;
  /** A blog post's age when the database is made, in days: the posts spread over the last months. */
  daysAgo?: number;
  es: Text;
  en: Text;
}

/** Blocks of Markdown, a blank line between each. */
const md = (...blocks: string[]) => blocks.join('\n\n');
/** A bulleted list. */
const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');
/** A numbered list. */
const steps = (...items: string[]) => items.map((item, index) => `${index + 1}. ${item}`).join('\n');

export const SITE_LANDINGS: SeedPage[] = [
  {
    kind: 'landing',
    slug: 'home',
    es: {
      title: 'Tu negocio turístico, frente a viajeros de todo el mundo',
      description:
        'El portal de proveedores del marketplace de viajes de Guatemala: publica alojamientos, tours, atracciones, restaurantes y transporte, y gestiona reservas, promociones y mensajes desde un solo lugar.',
      body: md(
        '## Para quién es',
        list(
          '**Proveedores turísticos**: hoteles, hostales, alquileres vacacionales, tours, turismo comunitario, atracciones, restaurantes, guías y transporte. [Descubre cómo publicar](/providers).',
          '**Influencers**: recomienda experiencias reales y gana con cada reserva. [Programa de influencers](/influencers).',
          '**Anunciantes**: muestra tu marca a viajeros que ya están planeando su viaje. [Planes de publicidad](/advertising).',
          '**Agentes y socios**: trae proveedores y viajeros y gana comisiones por niveles. [Hazte agente](/become-an-agent).',
        ),
        '## Qué obtienes',
        list(
          'Un asistente paso a paso que te guía para crear cada producto con fotos, precios y políticas.',
          'Reservas, calendario y mensajes con tus clientes en el mismo panel.',
          'Ofertas de último minuto, descuentos y precios especiales para tus fechas.',
          'Tu propio código QR para que tus clientes te recomienden.',
        ),
        '## Hecho para Guatemala',
        'De Antigua al lago de Atitlán, de Semuc Champey a Tikal: el marketplace lleva tus productos a viajeros que buscan experiencias locales. Lee los consejos para proveedores de nuestro [blog](/blog).',
      ),
    },
    en: {
      title: 'Your tourism business, in front of travelers from all over the world',
      description:
        "The provider portal of Guatemala's travel marketplace: list stays, tours, attractions, restaurants and transport, and manage bookings, promotions and messages in one place.",
      body: md(
        '## Who it is for',
        list(
          '**Tourism providers**: hotels, hostels, vacation rentals, tours, community tourism, attractions, restaurants, guides and transport. [See how to list](/providers).',
          '**Influencers**: recommend real experiences and earn with every booking. [Influencer programme](/influencers).',
          '**Advertisers**: show your brand to travelers who are already planning their trip. [Advertising plans](/advertising).',
          '**Agents and partners**: bring providers and travelers and earn tiered commissions. [Become an agent](/become-an-agent).',
        ),
        '## What you get',
        list(
          'A step-by-step wizard that guides you through each product with photos, prices and policies.',
          'Bookings, calendar and messages with your guests in the same panel.',
          'Last-minute offers, discounts and special prices for your dates.',
          'Your own QR code so your guests can recommend you.',
        ),
        '## Made for Guatemala',
        'From Antigua to Lake Atitlán, from Semuc Champey to Tikal: the marketplace brings your products to travelers looking for local experiences. Read the tips for providers on our [blog](/blog).',
      ),
    },
  },
  {
    kind: 'landing',
    slug: 'providers',
    es: {
      title: 'Publica tus servicios turísticos gratis',
      description:
        'Lleva tu alojamiento, tour, atracción, restaurante o transporte a más viajeros. Registrarte no cuesta nada: solo pagas una comisión cuando vendes.',
      body: md(
        '## Por qué publicar con nosotros',
        list(
          '**Registrarte es gratis**: no hay cuota mensual ni costo por publicar. Solo pagas una comisión sobre las reservas que recibes.',
          '**Viajeros que buscan Guatemala**: el marketplace está hecho para quienes quieren vivir el país, de Antigua y Atitlán a Petén y el Caribe.',
          '**Todo en un lugar**: reservas, calendario, promociones, mensajes y pagos en el mismo panel, en español o en inglés.',
          '**Acompañamiento**: cada paso del asistente tiene su ayuda, y nuestro equipo responde tus mensajes en menos de 12 horas.',
        ),
        '## Cómo funciona, en 3 pasos',
        steps(
          '**Crea tu cuenta** con tu correo, Google o Facebook, y completa tu perfil y los datos de tu negocio.',
          '**Publica tu producto** con el asistente paso a paso: descripción, ubicación, fotos, precios, calendario y políticas. Nuestro equipo lo revisa antes de publicarlo.',
          '**Recibe reservas**: acepta o rechaza cada solicitud, conversa con el viajero en el chat y recibe tu pago por transferencia bancaria.',
        ),
        '## Modelos de comisión',
        'Eliges el modelo de cada producto al crearlo y puedes cambiarlo después:',
        list(
          '**Modelo 1, tú gestionas (10 %)**: tú atiendes a los viajeros y confirmas cada reserva. La comisión es del 10 % sobre tu neto.',
          '**Modelo 2, la plataforma gestiona (15 %)**: nuestro equipo atiende a los viajeros y gestiona las reservas por ti. La comisión es del 15 % sobre tu neto.',
        ),
        'Los precios que publicas ya incluyen la comisión. Si quieres recibir $100 por noche, publica $110 con el modelo 1 o $115 con el modelo 2. Cada producto te muestra lo que paga el viajero y lo que recibes tú.',
        '## Pagos',
        'Te pagamos por transferencia bancaria, local o internacional; una transferencia tarda de 7 a 10 días en llegar a tu cuenta. Lee las [condiciones para proveedores](/terms/conditions) antes de empezar.',
      ),
    },
    en: {
      title: 'List your tourism services for free',
      description:
        'Bring your stay, tour, attraction, restaurant or transport to more travelers. Signing up costs nothing: you only pay a commission when you sell.',
      body: md(
        '## Why list with us',
        list(
          '**Signing up is free**: no monthly fee and no cost to list. You only pay a commission on the bookings you receive.',
          '**Travelers looking for Guatemala**: the marketplace is made for people who want to experience the country, from Antigua and Atitlán to Petén and the Caribbean.',
          '**Everything in one place**: bookings, calendar, promotions, messages and payouts in the same panel, in Spanish or English.',
          '**Support**: every wizard step has its help, and our team answers your messages within 12 hours.',
        ),
        '## How it works, in 3 steps',
        steps(
          '**Create your account** with your e-mail, Google or Facebook, and complete your profile and business details.',
          '**List your product** with the step-by-step wizard: description, location, photos, prices, calendar and policies. Our team reviews it before it is published.',
          '**Receive bookings**: accept or decline each request, chat with the traveler and get paid by bank transfer.',
        ),
        '## Commission models',
        "You choose each product's model when you create it and can change it later:",
        list(
          '**Model 1, you manage (10 %)**: you look after the travelers and confirm each booking. The commission is 10 % of your net.',
          '**Model 2, the platform manages (15 %)**: our team looks after the travelers and manages the bookings for you. The commission is 15 % of your net.',
        ),
        'The prices you publish already include the commission. To receive $100 a night, publish $110 with model 1 or $115 with model 2. Each product shows you what the traveler pays and what you receive.',
        '## Payouts',
        'We pay you by bank transfer, local or international; a transfer takes 7 to 10 days to reach your account. Read the [conditions for providers](/terms/conditions) before you start.',
      ),
    },
  },
  {
    kind: 'landing',
    slug: 'advertising',
    es: {
      title: 'Publicidad para llegar a viajeros que ya están planeando',
      description:
        'Muestra tu marca en el marketplace de viajes de Guatemala con mini banners, anuncios estáticos o de video, y paga por visualización.',
      body: md(
        '## Para quién es',
        list(
          'Hoteles, tour operadores y restaurantes que quieren destacar en su destino.',
          'Marcas de productos y servicios para viajeros: equipaje, seguros, telefonía, cafés y artesanías.',
          'Municipios, asociaciones y organizadores de eventos que quieren atraer visitantes en fechas concretas.',
        ),
        '## Cómo funciona',
        'Tu anuncio aparece a viajeros que buscan alojamiento, tours y experiencias en Guatemala. Cada plan tiene un costo por visualización: pagas por las veces que se muestra tu anuncio, y los planes anuales te regalan 2 meses.',
        '## Elige tu formato',
        list(
          '**Mini banner**: una presencia constante y económica, con los planes Starter, Pro y Premium.',
          '**Anuncio estático**: una imagen destacada, para campañas con fecha.',
          '**Anuncio de video**: 5 o 10 segundos para contar tu historia.',
        ),
        'Compara los planes a continuación y escríbenos desde «Contáctanos» si quieres una campaña a tu medida.',
      ),
    },
    en: {
      title: 'Advertising that reaches travelers who are already planning',
      description:
        "Show your brand on Guatemala's travel marketplace with mini banners, static or video ads, and pay per view.",
      body: md(
        '## Who it is for',
        list(
          'Hotels, tour operators and restaurants that want to stand out in their destination.',
          'Brands of products and services for travelers: luggage, insurance, phone plans, coffee and crafts.',
          'Municipalities, associations and event organisers that want to draw visitors on given dates.',
        ),
        '## How it works',
        'Your ad is shown to travelers looking for stays, tours and experiences in Guatemala. Each plan has a cost per view: you pay for the times your ad is shown, and yearly plans give you 2 months free.',
        '## Choose your format',
        list(
          '**Mini banner**: a steady, affordable presence, with the Starter, Pro and Premium plans.',
          '**Static ad**: a featured image, for campaigns with a date.',
          '**Video ad**: 5 or 10 seconds to tell your story.',
        ),
        'Compare the plans below and write to us from "Contact us" if you want a campaign of your own.',
      ),
    },
  },
  {
    kind: 'landing',
    slug: 'influencers',
    es: {
      title: 'Recomienda Guatemala y gana con cada reserva',
      description:
        'Comparte tu código y tu QR con tus seguidores: ellos obtienen un 5 % de descuento y tú ganas el 5 % de cada reserva confirmada.',
      body: md(
        '## Cómo ganas',
        list(
          'Ganas el **5 % de cada reserva confirmada** que tus seguidores hacen con tu código.',
          'Te pagamos **cada vez que tu comisión llega a $100**, por transferencia bancaria.',
          'Tus seguidores obtienen un **5 % de descuento** en su reserva: tu recomendación también les ahorra dinero.',
        ),
        '## Cómo funciona tu QR',
        steps(
          'Al registrarte recibes un código de promoción y un código QR propios, en Mi QR.',
          'Compártelos en tus publicaciones, historias y videos, o imprime el QR (un PDF en A4) para tus eventos.',
          'Quien escanea el QR o abre tu enlace llega al marketplace con tu código; cuando su reserva se confirma, la comisión es tuya.',
          'En Mi QR ves los escaneos, visitas, consultas, reservas y tu comisión, mes a mes.',
        ),
        '## Quién puede participar',
        'Creadores de contenido de viajes, gastronomía, aventura, deporte o cultura, mayores de edad, en Guatemala o El Salvador. Regístrate gratis, completa tu perfil con tus redes y empieza a compartir.',
      ),
    },
    en: {
      title: 'Recommend Guatemala and earn with every booking',
      description:
        'Share your code and your QR with your followers: they get 5 % off and you earn 5 % of every confirmed booking.',
      body: md(
        '## How you earn',
        list(
          'You earn **5 % of every confirmed booking** your followers make with your code.',
          'We pay you **each time your commission reaches $100**, by bank transfer.',
          'Your followers get **5 % off** their booking: your recommendation saves them money too.',
        ),
        '## How your QR works',
        steps(
          'When you sign up you get your own promotion code and QR code, in My QR.',
          'Share them in your posts, stories and videos, or print the QR (an A4 PDF) for your events.',
          'Whoever scans the QR or opens your link reaches the marketplace with your code; when their booking is confirmed, the commission is yours.',
          'In My QR you see the scans, visits, inquiries, bookings and your commission, month by month.',
        ),
        '## Who can take part',
        'Content creators in travel, food, adventure, sport or culture, of age, in Guatemala or El Salvador. Sign up for free, complete your profile with your social media and start sharing.',
      ),
    },
  },
  {
    kind: 'landing',
    slug: 'become-an-agent',
    es: {
      title: 'Hazte agente y crece con el turismo de Guatemala',
      description:
        'Trae proveedores y viajeros al marketplace y gana comisiones por niveles: bronce, plata y oro. Registrarte es gratis y toma menos de 3 minutos.',
      body: md(
        '## Tu comisión crece con tus ventas',
        'Ganas un porcentaje de todas las ventas que traes, según tu nivel:',
        [
          '| Nivel | Ventas que trajiste | Comisión |',
          '| --- | --- | --- |',
          '| Bronce | hasta $1000 | 3 % |',
          '| Plata | de $1001 a $5000 | 4 % |',
          '| Oro | más de $5000 | 5 % |',
        ].join('\n'),
        'Tu nivel se aplica a todas tus ventas referidas, y te pagamos cada vez que tu comisión llega a $100.',
        '## Publicidad gratis por traer socios',
        'Por cada dos nuevos socios que se registran con tu código, te regalamos **2 meses de publicidad gratis** en el marketplace.',
        '## Empieza en menos de 3 minutos',
        steps(
          'Regístrate gratis con tu correo.',
          'Completa los datos de tu agencia o de tu negocio.',
          'Descarga tu QR y comparte tu código con proveedores y viajeros.',
        ),
      ),
    },
    en: {
      title: "Become an agent and grow with Guatemala's tourism",
      description:
        'Bring providers and travelers to the marketplace and earn tiered commissions: bronze, silver and gold. Signing up is free and takes less than 3 minutes.',
      body: md(
        '## Your commission grows with your sales',
        'You earn a share of all the sales you bring, by your tier:',
        [
          '| Tier | Sales you brought | Commission |',
          '| --- | --- | --- |',
          '| Bronze | up to $1000 | 3 % |',
          '| Silver | $1001 to $5000 | 4 % |',
          '| Gold | over $5000 | 5 % |',
        ].join('\n'),
        'Your tier applies to all your referred sales, and we pay you each time your commission reaches $100.',
        '## Free advertising for bringing partners',
        'For every two new partners who sign up with your code, we give you **2 months of free advertising** on the marketplace.',
        '## Start in less than 3 minutes',
        steps(
          'Sign up for free with your e-mail.',
          "Complete your agency's or your business's details.",
          'Download your QR and share your code with providers and travelers.',
        ),
      ),
    },
  },
];

export const SITE_TERMS: SeedPage[] = [
  {
    kind: 'terms',
    slug: 'privacy',
    position: 1,
    es: {
      title: 'Aviso de privacidad',
      description:
        'Qué datos personales trata el portal de proveedores, para qué, con quién los comparte y qué puedes hacer con ellos. Se aplica a quienes se registran como proveedores, socios, influencers, anunciantes o agentes.',
      body: md(
        '## Qué datos tratamos',
        list(
          'Tu cuenta: nombre, apellido, correo electrónico, país, idioma y contraseña. La contraseña se guarda solo como una huella que no permite recuperarla.',
          'Tu perfil y tu negocio: teléfonos, fecha de nacimiento, descripción, idiomas, fotos, logotipo y los datos de tu empresa.',
          'Pagos e impuestos: titular, banco, número de cuenta, IBAN, BIC/SWIFT y tus datos fiscales (DPI, NIT o pasaporte, régimen). Los números de cuenta y de identificación se guardan cifrados y el portal solo muestra sus últimos cuatro dígitos.',
          'Lo que haces en el portal: tus productos, reservas, promociones, mensajes con viajeros y con soporte, y tus solicitudes de ayuda y de reunión.',
          'Datos técnicos: tu sesión en el navegador y los registros del servidor necesarios para la seguridad, por ejemplo para limitar intentos repetidos.',
        ),
        '## Para qué los usamos',
        list(
          'Crear y proteger tu cuenta, verificar tu correo y permitirte iniciar sesión.',
          'Publicar tus productos en el marketplace, gestionar tus reservas y pagarte lo que te corresponde.',
          'Revisar tus productos antes de publicarlos y atender tus consultas de soporte.',
          'Enviarte los correos de tu cuenta: verificación, restablecimiento de contraseña y cambio de correo.',
          'Prevenir fraudes y abusos.',
        ),
        '## Con quién los compartimos',
        list(
          'Los viajeros ven lo que publicas en tus productos: nombre, fotos, descripción, ubicación y precios. En los mensajes no ven correos, teléfonos ni enlaces: el portal los oculta.',
          'El equipo de soporte y de revisión ve lo necesario para ayudarte y revisar tus productos.',
          'Quienes operan el portal por nosotros (alojamiento y envío de correo) los tratan solo para ese fin.',
          'Las autoridades, cuando la ley lo exige. No vendemos tus datos.',
        ),
        '## La verificación «No soy un robot»',
        'Tu propio dispositivo la resuelve con un cálculo breve: no usa cookies de terceros ni sigue tu navegación. Si el portal usa en su lugar reCAPTCHA de Google, se aplica también la política de privacidad de Google.',
        '## Lo que se guarda en tu navegador',
        'Tu sesión, para que no tengas que iniciarla en cada página, el idioma que elegiste, los borradores de un producto que aún no guardaste y el rol con el que te registras. Nada de eso sale de tu navegador salvo tu sesión, que acompaña cada petición. No usamos cookies de publicidad. Los detalles están en [Cookies y almacenamiento](/terms/cookies).',
        '## Cuánto tiempo los conservamos',
        'Mientras tu cuenta esté activa. Si la cierras, borramos o anonimizamos tus datos, salvo los que la ley obliga a conservar, como los de facturación e impuestos, durante el plazo que fija.',
        '## Tus derechos',
        'Puedes ver y corregir tus datos en tu perfil y en la configuración en cualquier momento. Para pedir una copia, su eliminación o el cierre de tu cuenta, u oponerte a un uso, escríbenos desde Ayuda en el portal.',
        '## Cómo los protegemos',
        'La conexión va cifrada, los datos bancarios y de identificación se guardan cifrados y solo accede a ellos quien los necesita para su trabajo.',
        '## Cambios a este aviso',
        'Si lo cambiamos, publicaremos aquí la nueva versión y, si el cambio es importante, te avisaremos por correo.',
      ),
    },
    en: {
      title: 'Privacy notice',
      description:
        'What personal data the provider portal handles, what for, who it is shared with and what you can do about it. It applies to everyone who signs up as a provider, partner, influencer, advertiser or agent.',
      body: md(
        '## What data we handle',
        list(
          'Your account: first name, last name, e-mail, country, language and password. The password is stored only as a fingerprint it cannot be recovered from.',
          "Your profile and business: phone numbers, date of birth, description, languages, photos, logo and your company's details.",
          'Payouts and tax: account holder, bank, account number, IBAN, BIC/SWIFT and your tax details (DPI, NIT or passport, regime). Account and identification numbers are stored encrypted and the portal only shows their last four digits.',
          'What you do in the portal: your products, reservations, promotions, messages with travelers and with support, and your help and meeting requests.',
          'Technical data: your session in the browser and the server logs security needs, for example to limit repeated attempts.',
        ),
        '## What we use it for',
        list(
          'To create and protect your account, verify your e-mail and let you sign in.',
          'To publish your products on the marketplace, manage your reservations and pay you what you are owed.',
          'To review your products before they are published and to answer your support requests.',
          "To send your account's e-mails: verification, password reset and e-mail change.",
          'To prevent fraud and abuse.',
        ),
        '## Who we share it with',
        list(
          'Travelers see what you publish in your products: name, photos, description, location and prices. In messages they see no e-mail addresses, phone numbers or links: the portal hides them.',
          'The support and review team sees what it needs to help you and to review your products.',
          'Those who run the portal for us (hosting and e-mail delivery) handle it for that purpose only.',
          'The authorities, when the law requires it. We do not sell your data.',
        ),
        '## The “I’m not a robot” check',
        "Your own device solves it with a short calculation: it uses no third-party cookies and does not follow your browsing. If the portal uses Google's reCAPTCHA instead, Google's privacy policy applies as well.",
        '## What is kept in your browser',
        'Your session, so you need not sign in on every page, the language you chose, the drafts of a product you have not saved yet and the role you sign up with. None of it leaves your browser except your session, which goes with each request. We use no advertising cookies. The details are in [Cookies and storage](/terms/cookies).',
        '## How long we keep it',
        'While your account is active. If you close it, we delete or anonymize your data, except what the law requires us to keep, such as invoicing and tax records, for the period it sets.',
        '## Your rights',
        'You can see and correct your data in your profile and settings at any time. To ask for a copy, its deletion or the closing of your account, or to object to a use, write to us from Help in the portal.',
        '## How we protect it',
        'The connection is encrypted, bank and identification numbers are stored encrypted, and only those who need them for their work can reach them.',
        '## Changes to this notice',
        'If we change it, we will publish the new version here and, if the change is important, tell you by e-mail.',
      ),
    },
  },
  {
    kind: 'terms',
    slug: 'conditions',
    position: 2,
    es: {
      title: 'Condiciones para proveedores',
      description:
        'Las reglas para publicar y vender en el marketplace: tus productos, los precios y la comisión, las reservas, la comunicación con los viajeros y los pagos.',
      body: md(
        '## Tu cuenta y tus productos',
        list(
          'Lo que publicas debe ser cierto y estar al día: descripción, fotos, ubicación, capacidad, servicios y precios.',
          'Para publicar necesitas tu perfil básico completo. El equipo revisa cada producto antes de publicarlo y, si falta algo, te lo devuelve con el motivo.',
          'Puedes ocultar un producto o volver a mostrarlo en cualquier momento desde Mis productos.',
        ),
        '## Precios y comisión',
        list(
          'Los precios que publicas incluyen la comisión de la plataforma: el viajero paga el precio publicado y tú recibes ese precio menos la comisión.',
          'Con el modelo 1 tú atiendes a los viajeros y confirmas cada reserva, y la comisión es del 10 % sobre tu neto. Con el modelo 2 la plataforma gestiona las reservas por ti, y la comisión es del 15 % sobre tu neto.',
          'Cada producto tiene su modelo; puedes cambiarlo desde Mis productos, y el cambio se aplica a las reservas nuevas.',
        ),
        '## Reservas',
        'Aceptas o rechazas cada solicitud desde Reservas. Mantén tu calendario al día, bloqueando las fechas que no tienes o sincronizando el calendario de tus otras plataformas, para no recibir reservas que no puedes atender.',
        '## Toda la relación, dentro de la plataforma',
        'La comunicación y los pagos con los viajeros se hacen solo dentro de la plataforma. Compartir teléfonos, correos, enlaces o redes sociales para cerrar una reserva por fuera se sanciona con una **multa de $1000**, acciones legales y la inclusión en la lista negra. El chat oculta los datos de contacto que se escriben en los mensajes.',
        '## Pagos y cancelaciones',
        'Cómo y cuándo te pagamos, y cómo funcionan las políticas de cancelación, se detallan en los apartados [Pagos](/terms/conditions/payments) y [Cancelaciones](/terms/conditions/cancellations).',
      ),
    },
    en: {
      title: 'Conditions for providers',
      description:
        'The rules for listing and selling on the marketplace: your products, prices and commission, bookings, communication with travelers and payouts.',
      body: md(
        '## Your account and your products',
        list(
          'What you publish must be true and up to date: description, photos, location, capacity, services and prices.',
          'To publish you need a complete basic profile. The team reviews each product before it is published and, if something is missing, sends it back with the reason.',
          'You can hide a product or show it again at any time from My products.',
        ),
        '## Prices and commission',
        list(
          "The prices you publish include the platform's commission: the traveler pays the published price and you receive that price minus the commission.",
          'With model 1 you look after the travelers and confirm each booking, and the commission is 10 % of your net. With model 2 the platform manages the bookings for you, and the commission is 15 % of your net.',
          'Each product has its own model; you can change it from My products, and the change applies to new bookings.',
        ),
        '## Bookings',
        'You accept or decline each request from Reservations. Keep your calendar up to date, blocking the dates you do not have or syncing the calendar of your other platforms, so you do not receive bookings you cannot serve.',
        '## The whole relationship, on the platform',
        'Communication and payments with travelers happen on the platform only. Sharing phone numbers, e-mails, links or social media to close a booking outside it is punished with a **$1000 fine**, legal action and blacklisting. The chat hides contact details written in messages.',
        '## Payouts and cancellations',
        'How and when we pay you, and how cancellation policies work, are set out in [Payouts](/terms/conditions/payments) and [Cancellations](/terms/conditions/cancellations).',
      ),
    },
  },
  {
    kind: 'terms',
    slug: 'payments',
    parent: 'conditions',
    position: 1,
    es: {
      title: 'Pagos',
      description:
        'Cómo te pagamos lo que te corresponde de tus reservas y qué datos necesitamos para hacerlo.',
      body: md(
        '## Cómo te pagamos',
        'Te pagamos lo que te corresponde de tus reservas por **transferencia bancaria**, local (a un banco de tu país) o internacional. Una transferencia tarda **de 7 a 10 días** en llegar a tu cuenta.',
        '## Qué necesitamos',
        list(
          'El método de pago: tu país y el tipo de transferencia.',
          'Los datos del beneficiario: nombre del titular, banco y número de cuenta; IBAN y código SWIFT si la transferencia es internacional.',
          'Tus datos fiscales: NIT y régimen si eres contribuyente en Guatemala.',
        ),
        'Tu perfil te muestra qué falta antes de poder recibir pagos. Guardamos cifrados el número de cuenta, el IBAN y el documento de identidad, y solo mostramos sus últimos cuatro dígitos.',
        '## Lo que recibes',
        'De cada reserva recibes el precio que pagó el viajero menos la comisión del modelo de tu producto. Cada producto te muestra, antes de publicarlo, lo que paga el viajero y lo que recibes tú.',
      ),
    },
    en: {
      title: 'Payouts',
      description: 'How we pay you what your bookings earn you, and what details we need to do it.',
      body: md(
        '## How we pay you',
        'We pay you what your bookings earn you by **bank transfer**, local (to a bank in your country) or international. A transfer takes **7 to 10 days** to reach your account.',
        '## What we need',
        list(
          'The payment method: your country and the transfer type.',
          "The beneficiary's details: account holder's name, bank and account number; IBAN and SWIFT code for an international transfer.",
          'Your tax details: NIT and regime if you are a taxpayer in Guatemala.',
        ),
        'Your profile shows what is missing before you can be paid. We store the account number, IBAN and identity document encrypted and only show their last four digits.',
        '## What you receive',
        "From each booking you receive the price the traveler paid minus the commission of your product's model. Each product shows you, before it is published, what the traveler pays and what you receive.",
      ),
    },
  },
  {
    kind: 'terms',
    slug: 'cancellations',
    parent: 'conditions',
    position: 2,
    es: {
      title: 'Cancelaciones',
      description:
        'Las políticas de cancelación que puedes elegir y qué hacer si no puedes atender una reserva.',
      body: md(
        '## Las políticas',
        'Cada producto tiene su política de cancelación, y el viajero la ve antes de reservar:',
        list(
          '**Flexible**: el viajero puede cancelar con 40 días o más de anticipación.',
          '**Moderada**: puede cancelar con 25 a 39 días de anticipación.',
          '**No flexible**: de 0 a 24 días antes de la fecha.',
        ),
        'Las políticas flexibles reciben más reservas; las no flexibles protegen las fechas de alta demanda, como Semana Santa o fin de año.',
        '## Si no puedes atender una reserva',
        'Rechaza la solicitud desde Reservas en cuanto la veas, y mantén tu calendario al día para que no vuelva a pasar. Si ya la aceptaste, escríbenos de inmediato desde Ayuda para buscar una solución para el viajero.',
      ),
    },
    en: {
      title: 'Cancellations',
      description: 'The cancellation policies you can choose, and what to do if you cannot serve a booking.',
      body: md(
        '## The policies',
        'Each product has its cancellation policy, and the traveler sees it before booking:',
        list(
          '**Flexible**: the traveler can cancel 40 days or more ahead.',
          '**Moderate**: they can cancel 25 to 39 days ahead.',
          '**Not flexible**: 0 to 24 days before the date.',
        ),
        'Flexible policies get more bookings; not flexible ones protect high-demand dates, such as Holy Week or the year-end holidays.',
        '## If you cannot serve a booking',
        'Decline the request from Reservations as soon as you see it, and keep your calendar up to date so it does not happen again. If you had already accepted it, write to us at once from Help so we can find a solution for the traveler.',
      ),
    },
  },
  {
    kind: 'terms',
    slug: 'cookies',
    position: 3,
    es: {
      title: 'Cookies y almacenamiento',
      description: 'Qué guarda el portal en tu navegador, para qué, y cómo borrarlo.',
      body: md(
        '## Lo que guardamos',
        'El portal no usa cookies de publicidad ni de seguimiento. Guarda en el almacenamiento de tu navegador solo lo que necesita para funcionar:',
        list(
          'Tu sesión, para que no tengas que iniciarla en cada página.',
          'El idioma que elegiste.',
          'Los borradores de un producto que aún no guardaste.',
          'El rol con el que te registras y el código de referido con el que llegaste, si llegaste con uno.',
          'Si ya viste la leyenda de estados de Mis productos, para no mostrártela otra vez.',
        ),
        'Nada de eso sale de tu navegador salvo tu sesión, que acompaña cada petición.',
        '## Servicios de terceros',
        'La verificación «No soy un robot» se resuelve en tu dispositivo, sin cookies. Si el portal usa en su lugar reCAPTCHA de Google, o si inicias sesión con Google o Facebook, esos servicios pueden guardar sus propias cookies según sus políticas.',
        '## Cómo borrarlo',
        'Al cerrar sesión se borra tu sesión. Puedes borrar todo lo demás desde la configuración de tu navegador, en los datos del sitio.',
      ),
    },
    en: {
      title: 'Cookies and storage',
      description: 'What the portal keeps in your browser, what for, and how to delete it.',
      body: md(
        '## What we keep',
        "The portal uses no advertising or tracking cookies. It keeps in your browser's storage only what it needs to work:",
        list(
          'Your session, so you need not sign in on every page.',
          'The language you chose.',
          'The drafts of a product you have not saved yet.',
          'The role you sign up with and the referral code you came with, if you came with one.',
          'Whether you have seen the status legend of My products, so it is not shown again.',
        ),
        'None of it leaves your browser except your session, which goes with each request.',
        '## Third-party services',
        'The "I\'m not a robot" check is solved on your device, without cookies. If the portal uses Google\'s reCAPTCHA instead, or if you sign in with Google or Facebook, those services may keep cookies of their own under their policies.',
        '## How to delete it',
        "Signing out deletes your session. You can delete everything else from your browser's settings, in the site's data.",
      ),
    },
  },
];

const LUCIA = 'Lucía Ajú';
const DIEGO = 'Diego Morales';
const ANA = 'Ana Sicán';

/** The blog's first posts (SPEC §3 Blog post), newest first: fourteen, so the list has two pages of 12. */
export const SITE_BLOG: SeedPage[] = [
  {
    kind: 'blog',
    slug: 'tu-codigo-qr-trae-viajeros',
    author: ANA,
    daysAgo: 4,
    es: {
      title: 'Tu código QR: convierte a tus huéspedes en tus promotores',
      description:
        'Cada proveedor tiene un código QR propio. Dónde ponerlo, qué decir junto a él y cómo saber cuántos viajeros te trae.',
      body: md(
        'Un viajero contento es tu mejor anuncio, pero casi nunca recuerda el nombre exacto de tu negocio cuando un amigo le pide una recomendación. Tu código QR resuelve eso: lleva a quien lo escanea directamente al marketplace, con tu código.',
        '## Dónde ponerlo',
        list(
          'En la recepción o junto a la caja, a la altura de los ojos.',
          'En la carta del restaurante o en la mesa del desayuno.',
          'En el vehículo de tus tours, en el respaldo de los asientos.',
          'En la tarjeta de agradecimiento que dejas en la habitación.',
        ),
        'Descarga el PDF en A4 desde Mi QR: se imprime nítido en cualquier imprenta o en tu impresora.',
        '## Qué decir junto a él',
        'Un QR sin contexto no se escanea. Añade una frase corta: «¿Te gustó tu estancia? Recomiéndanos y tus amigos obtienen un descuento». Las personas escanean cuando saben qué ganan.',
        '## Mide lo que funciona',
        'Mi QR te muestra los escaneos, las visitas, las consultas y las reservas que llegan con tu código, mes a mes. Si pones el QR en dos lugares distintos durante un mes cada uno, sabrás cuál trae más viajeros. Y por cada reserva confirmada que llega con tu código ganas además un 5 %.',
      ),
    },
    en: {
      title: 'Your QR code: turn your guests into your promoters',
      description:
        'Every provider has a QR code of their own. Where to put it, what to say next to it and how to know how many travelers it brings you.',
      body: md(
        "A happy traveler is your best ad, but they rarely remember your business's exact name when a friend asks for a recommendation. Your QR code solves that: it takes whoever scans it straight to the marketplace, with your code.",
        '## Where to put it',
        list(
          'At the front desk or next to the till, at eye level.',
          "On the restaurant's menu or the breakfast table.",
          'In your tour vehicle, on the back of the seats.',
          'On the thank-you card you leave in the room.',
        ),
        'Download the A4 PDF from My QR: it prints sharp at any print shop or on your own printer.',
        '## What to say next to it',
        'A QR without context does not get scanned. Add a short line: "Did you enjoy your stay? Recommend us and your friends get a discount." People scan when they know what they get.',
        '## Measure what works',
        'My QR shows you the scans, visits, inquiries and bookings that come with your code, month by month. Put the QR in two different places for a month each and you will know which brings more travelers. And for every confirmed booking that comes with your code you also earn 5 %.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'fotos-que-llenan-tu-alojamiento',
    author: LUCIA,
    daysAgo: 11,
    es: {
      title: 'Fotos que llenan tu alojamiento, hechas con tu teléfono',
      description:
        'Los viajeros deciden con los ojos. Cómo preparar, tomar y elegir las fotos de tu alojamiento sin un fotógrafo profesional.',
      body: md(
        'La primera foto decide si el viajero abre tu producto o sigue de largo. No necesitas un equipo caro: un teléfono reciente, buena luz y un poco de orden hacen la diferencia.',
        '## Antes de disparar',
        list(
          'Abre cortinas y enciende todas las luces, aunque sea de día.',
          'Retira lo personal: cargadores, ropa, productos de limpieza.',
          'Tiende las camas con ropa clara y bien estirada.',
          'Limpia el lente del teléfono: es la causa número uno de fotos borrosas.',
        ),
        '## Al tomar las fotos',
        'Dispara en horizontal, desde una esquina y a la altura del pecho, para que se vea el espacio completo. Evita el zoom digital. Fotografía la vista en la mañana, cuando el cielo suele estar despejado sobre los volcanes y el lago.',
        '## Qué fotos subir',
        'Puedes subir hasta 15 fotos; con 11 bien elegidas cuentas la historia completa: fachada o entrada, área social, cada habitación, baño, cocina, la vista y lo que hay cerca. Cada imagen debe pesar menos de 1 MB: el portal te avisa si alguna se pasa.',
        'Elige como foto principal la que mejor responde a la pregunta del viajero: «¿por qué aquí?». Si tu fuerte es la vista al lago de Atitlán, esa es tu portada.',
      ),
    },
    en: {
      title: 'Photos that fill your rental, taken with your phone',
      description:
        'Travelers decide with their eyes. How to prepare, take and choose the photos of your stay without a professional photographer.',
      body: md(
        'The first photo decides whether the traveler opens your product or scrolls past. You do not need expensive gear: a recent phone, good light and a little tidying make the difference.',
        '## Before you shoot',
        list(
          'Open the curtains and turn on every light, even in daytime.',
          'Remove personal things: chargers, clothes, cleaning products.',
          'Make the beds with light-coloured, well-stretched linen.',
          'Clean the phone lens: it is the number one cause of blurry photos.',
        ),
        '## While you shoot',
        'Shoot in landscape, from a corner and at chest height, so the whole space shows. Avoid digital zoom. Photograph the view in the morning, when the sky over the volcanoes and the lake is usually clear.',
        '## Which photos to upload',
        'You can upload up to 15 photos; 11 well-chosen ones tell the whole story: front or entrance, common area, each bedroom, bathroom, kitchen, the view and what is nearby. Each image must be under 1 MB: the portal tells you if one is over.',
        'Choose as main photo the one that best answers the traveler\'s question: "why here?". If your strength is the view of Lake Atitlán, that is your cover.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'precios-para-semana-santa',
    author: DIEGO,
    daysAgo: 19,
    es: {
      title: 'Semana Santa, vacaciones de medio año y fin de año: prepara tus precios',
      description:
        'Las temporadas altas de Guatemala se reservan con meses de anticipación. Cómo usar los precios especiales y las políticas de cancelación para aprovecharlas.',
      body: md(
        'En Guatemala hay tres picos que todo proveedor conoce: Semana Santa, con Antigua llena por las procesiones; las vacaciones de medio año, y las fiestas de fin de año. Los viajeros que planean esas fechas reservan pronto, así que tus precios deben estar listos antes que ellos.',
        '## Precios especiales por fechas',
        'No cambies tu precio base para toda la temporada: crea un precio especial solo para las fechas de alta demanda. Así tu producto sigue siendo competitivo el resto del año y no olvidas volver al precio normal.',
        '## Recuerda que el precio incluye la comisión',
        'Si quieres recibir $150 por noche en Semana Santa con el modelo 1, publica $165; con el modelo 2, $172.50. La vista previa de precios de tu producto te muestra, noche por noche, lo que paga el viajero y lo que recibes tú.',
        '## Protege tus fechas',
        'Para la temporada alta, una política no flexible (cancelación de 0 a 24 días) evita quedarte con fechas vacías que ya no vas a vender. Para el resto del año, una política flexible atrae más reservas.',
        '## Un calendario al día',
        'Bloquea las fechas que ya vendiste por otros canales, o sincroniza tu calendario iCal, para no aceptar dos reservas para la misma noche justo cuando más cuesta reubicar a un viajero.',
      ),
    },
    en: {
      title: 'Holy Week, mid-year holidays and year end: get your prices ready',
      description:
        "Guatemala's high seasons are booked months ahead. How to use special prices and cancellation policies to make the most of them.",
      body: md(
        'Guatemala has three peaks every provider knows: Holy Week, with Antigua full for the processions; the mid-year holidays; and the year-end festivities. Travelers planning those dates book early, so your prices must be ready before they are.',
        '## Special prices for dates',
        'Do not change your base price for the whole season: create a special price for the high-demand dates only. That way your product stays competitive the rest of the year and you do not forget to go back to the normal price.',
        '## Remember the price includes the commission',
        "To receive $150 a night at Holy Week with model 1, publish $165; with model 2, $172.50. Your product's price preview shows you, night by night, what the traveler pays and what you receive.",
        '## Protect your dates',
        'For high season, a not flexible policy (cancellation 0 to 24 days) keeps you from being left with empty dates you can no longer sell. For the rest of the year, a flexible policy draws more bookings.',
        '## A calendar kept up to date',
        'Block the dates you already sold on other channels, or sync your iCal calendar, so you never accept two bookings for the same night just when moving a traveler is hardest.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'politica-de-cancelacion',
    author: LUCIA,
    daysAgo: 27,
    es: {
      title: 'Flexible, moderada o no flexible: qué política de cancelación te conviene',
      description:
        'La política de cancelación pesa tanto como el precio en la decisión del viajero. Qué significa cada una y cuándo usarla.',
      body: md(
        'Cuando un viajero compara dos alojamientos parecidos, muchas veces gana el que le deja cancelar. Pero una política demasiado abierta en fechas de alta demanda puede costarte noches vendidas. La clave es elegir por producto y por temporada.',
        '## Las tres políticas',
        list(
          '**Flexible**: el viajero cancela con 40 días o más de anticipación. Da confianza a quien planea con tiempo.',
          '**Moderada**: cancela con 25 a 39 días. Un equilibrio para la mayoría de los alojamientos y tours.',
          '**No flexible**: de 0 a 24 días. Para fechas que se llenan solas, como la Semana Santa en Antigua.',
        ),
        '## Cómo decidir',
        'Pregúntate cuánto tardarías en volver a vender una fecha cancelada. Si tu tour sale todos los días y se llena con viajeros de última hora, puedes ser flexible. Si tu casa frente al lago se reserva meses antes para fin de año, protege esas fechas.',
        '## Escríbela también con tus palabras',
        'Además de la política, el paso de cancelación te deja explicar cambios de fecha o casos especiales, como el mal tiempo en una excursión al volcán. Un texto claro evita malentendidos y reclamos.',
      ),
    },
    en: {
      title: 'Flexible, moderate or not flexible: which cancellation policy suits you',
      description:
        "The cancellation policy weighs as much as the price in a traveler's decision. What each one means and when to use it.",
      body: md(
        'When a traveler compares two similar stays, the one that lets them cancel often wins. But a policy that is too open on high-demand dates can cost you sold nights. The key is to choose per product and per season.',
        '## The three policies',
        list(
          '**Flexible**: the traveler cancels 40 days or more ahead. It reassures those who plan early.',
          '**Moderate**: they cancel 25 to 39 days ahead. A balance for most stays and tours.',
          '**Not flexible**: 0 to 24 days. For dates that fill up on their own, such as Holy Week in Antigua.',
        ),
        '## How to decide',
        'Ask yourself how long it would take to sell a cancelled date again. If your tour leaves every day and fills with last-minute travelers, you can be flexible. If your lakefront house is booked months ahead for the year end, protect those dates.',
        '## Put it in your own words too',
        'Besides the policy, the cancellation step lets you explain date changes or special cases, such as bad weather on a volcano hike. A clear text avoids misunderstandings and complaints.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'responder-rapido-a-los-viajeros',
    author: DIEGO,
    daysAgo: 34,
    es: {
      title: 'Responder en menos de una hora: por qué importa y cómo lograrlo',
      description:
        'El viajero que pregunta suele estar comparando varias opciones. La primera respuesta clara se queda con la reserva.',
      body: md(
        'Un viajero que escribe «¿tienen parqueo?» o «¿el tour incluye almuerzo?» está a un paso de reservar, pero casi siempre tiene otras dos pestañas abiertas. Quien responde primero, y bien, suele ganar.',
        '## Activa las notificaciones',
        'El portal te avisa de cada mensaje y de cada nueva reserva mientras lo tienes abierto, con una notificación del navegador si la permites. Abre el portal en tu teléfono al empezar el día y deja que te avise.',
        '## Ten respuestas listas',
        'Las preguntas se repiten: horarios de entrada y salida, cómo llegar desde la terminal de lanchas, si aceptan mascotas. Escribe una vez las respuestas completas y tenlas a mano para adaptarlas a cada viajero.',
        '## Todo por el chat',
        'Responde siempre dentro de la plataforma. El chat oculta teléfonos, correos y enlaces, y compartirlos para cerrar una reserva por fuera se sanciona con una multa de $1000. Además, lo que hablas en el chat queda registrado si luego hay una duda sobre lo acordado.',
      ),
    },
    en: {
      title: 'Answering within an hour: why it matters and how to do it',
      description:
        'The traveler who asks is usually comparing several options. The first clear answer wins the booking.',
      body: md(
        'A traveler who writes "do you have parking?" or "does the tour include lunch?" is one step away from booking, but almost always has two other tabs open. Whoever answers first, and well, usually wins.',
        '## Turn notifications on',
        'The portal tells you about every message and every new booking while it is open, with a browser notification if you allow it. Open the portal on your phone at the start of the day and let it tell you.',
        '## Have answers ready',
        'Questions repeat: check-in and check-out times, how to get there from the boat dock, whether pets are welcome. Write the full answers once and keep them at hand to adapt them to each traveler.',
        '## Everything through the chat',
        'Always answer on the platform. The chat hides phone numbers, e-mails and links, and sharing them to close a booking outside is punished with a $1000 fine. Besides, what you say in the chat stays on record if there is a question later about what was agreed.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'turismo-comunitario',
    author: ANA,
    daysAgo: 42,
    es: {
      title: 'Turismo comunitario: cómo presentar tu experiencia',
      description:
        'Las experiencias con comunidades son de lo más buscado en Guatemala. Cómo contarlas con respeto y con la información que el viajero necesita.',
      body: md(
        'Tejer con una cooperativa en San Juan La Laguna, cosechar café en Huehuetenango o caminar con guías q’eqchi’ cerca de Lanquín: el viajero busca vivir Guatemala con su gente. Tu descripción debe transmitir eso sin perder lo práctico.',
        '## Cuenta quién está detrás',
        'Presenta a la comunidad o a la cooperativa: cuántas familias participan, desde cuándo y qué parte del precio se queda en la comunidad. La transparencia genera confianza y es un motivo de compra.',
        '## Sé concreto en lo práctico',
        list(
          'Duración y horario de cada actividad, en el itinerario.',
          'Qué incluye (almuerzo típico, materiales, transporte) y qué no.',
          'Qué llevar: ropa para lluvia, zapatos cerrados, efectivo para artesanías.',
          'Nivel de esfuerzo físico y si es apta para niños.',
        ),
        '## Fija las reglas del encuentro',
        'Explica en las reglas del servicio cómo pedir permiso antes de fotografiar a las personas, los horarios de la comunidad y cualquier costumbre que el visitante deba respetar. Un viajero bien informado es un mejor invitado.',
      ),
    },
    en: {
      title: 'Community tourism: how to present your experience',
      description:
        'Experiences with communities are among the most sought-after in Guatemala. How to tell them respectfully and with the information travelers need.',
      body: md(
        'Weaving with a cooperative in San Juan La Laguna, picking coffee in Huehuetenango or walking with Q’eqchi’ guides near Lanquín: travelers want to experience Guatemala with its people. Your description must convey that without losing the practical side.',
        '## Tell who is behind it',
        'Introduce the community or cooperative: how many families take part, since when and what share of the price stays in the community. Transparency builds trust and is a reason to book.',
        '## Be concrete about the practical side',
        list(
          'Length and times of each activity, in the itinerary.',
          'What is included (traditional lunch, materials, transport) and what is not.',
          'What to bring: rain gear, closed shoes, cash for crafts.',
          'Level of physical effort and whether it suits children.',
        ),
        '## Set the rules of the visit',
        "Explain in the service rules how to ask permission before photographing people, the community's hours and any custom visitors must respect. A well-informed traveler is a better guest.",
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'describir-un-tour',
    author: DIEGO,
    daysAgo: 50,
    es: {
      title: 'Cómo describir un tour para que se reserve',
      description:
        'Un buen tour mal descrito no se vende. Título, itinerario, qué incluye y qué llevar: lo que el viajero busca antes de reservar.',
      body: md(
        '## Un título que diga qué y dónde',
        '«Amanecer en el volcán Acatenango con noche en campamento» dice más que «Aventura increíble». Evita mayúsculas sostenidas y palabras como «el mejor»: el viajero las ignora.',
        '## Un itinerario hora por hora',
        'El paso del itinerario te deja detallar cada parada. Sé preciso: hora de salida y punto de encuentro, tiempo de caminata, paradas para comer y hora aproximada de regreso. Un viajero que sabe a qué hora vuelve a Antigua reserva con más tranquilidad.',
        '## Qué incluye y qué llevar',
        list(
          'Incluye: guía certificado, transporte, equipo de campamento, comidas.',
          'No incluye: entrada al parque, propinas.',
          'Qué llevar: abrigo para la noche, linterna, dos litros de agua.',
        ),
        '## Capacidad y salidas',
        'Indica la capacidad real del grupo y los días de salida. Si tus salidas tienen cupo limitado, el portal deja de aceptar reservas para una salida en cuanto se llena.',
      ),
    },
    en: {
      title: 'How to describe a tour so it gets booked',
      description:
        'A good tour badly described does not sell. Title, itinerary, what is included and what to bring: what travelers look for before booking.',
      body: md(
        '## A title that says what and where',
        '"Sunrise on Acatenango volcano with a night at camp" says more than "Amazing adventure". Avoid all capitals and words like "the best": travelers ignore them.',
        '## An hour-by-hour itinerary',
        'The itinerary step lets you detail each stop. Be precise: departure time and meeting point, walking time, meal stops and approximate return time. A traveler who knows when they will be back in Antigua books with more peace of mind.',
        '## What is included and what to bring',
        list(
          'Included: certified guide, transport, camping gear, meals.',
          'Not included: park entrance, tips.',
          'What to bring: a warm layer for the night, a torch, two litres of water.',
        ),
        '## Capacity and departures',
        'State the real group capacity and the departure days. If your departures have limited places, the portal stops taking bookings for a departure as soon as it is full.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'atitlan-pueblo-por-pueblo',
    author: LUCIA,
    daysAgo: 59,
    es: {
      title: 'Lago de Atitlán, pueblo por pueblo: qué busca el viajero en cada uno',
      description:
        'Panajachel, San Pedro, San Juan, San Marcos y Santiago atraen viajeros distintos. Conocerlos te ayuda a describir y a ponerle precio a tu producto.',
      body: md(
        'El lago de Atitlán no es un solo destino: cada pueblo tiene su público. Si sabes a quién atrae el tuyo, puedes hablarle directamente en tu descripción.',
        '## Lo que atrae cada pueblo',
        list(
          '**Panajachel**: la puerta de entrada. Familias y viajeros de paso que buscan comodidad, restaurantes y lanchas a todos los pueblos.',
          '**San Pedro La Laguna**: viajeros jóvenes, escuelas de español y la subida al volcán San Pedro.',
          '**San Juan La Laguna**: arte, cooperativas de tejido y café; viajeros que buscan cultura.',
          '**San Marcos La Laguna**: retiros de yoga, bienestar y naturaleza tranquila.',
          '**Santiago Atitlán**: tradición tz’utujil, el mercado y la visita a Maximón.',
        ),
        '## Qué cuidar en tu descripción',
        'Di cómo se llega: desde qué muelle sale la lancha y cuánto tarda el trayecto. Menciona si hay que subir escaleras o caminar en pendiente con equipaje: en muchos pueblos del lago es así, y el viajero lo agradece.',
        '## La vista, siempre',
        'Si tu alojamiento tiene vista a los volcanes, que sea la foto principal. Tómala a primera hora, antes de que las nubes los cubran.',
      ),
    },
    en: {
      title: 'Lake Atitlán, village by village: what travelers look for in each',
      description:
        'Panajachel, San Pedro, San Juan, San Marcos and Santiago draw different travelers. Knowing them helps you describe and price your product.',
      body: md(
        'Lake Atitlán is not one destination: each village has its own crowd. If you know whom yours draws, you can speak to them directly in your description.',
        '## What each village draws',
        list(
          '**Panajachel**: the gateway. Families and travelers passing through who want comfort, restaurants and boats to every village.',
          '**San Pedro La Laguna**: young travelers, Spanish schools and the climb up San Pedro volcano.',
          '**San Juan La Laguna**: art, weaving and coffee cooperatives; travelers looking for culture.',
          '**San Marcos La Laguna**: yoga retreats, wellness and quiet nature.',
          '**Santiago Atitlán**: Tz’utujil tradition, the market and the visit to Maximón.',
        ),
        '## What to mind in your description',
        'Say how to get there: which dock the boat leaves from and how long the crossing takes. Mention whether there are stairs or slopes to climb with luggage: in many lake villages there are, and travelers appreciate knowing.',
        '## The view, always',
        'If your stay looks out on the volcanoes, make it the main photo. Take it first thing in the morning, before the clouds cover them.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'antigua-mas-alla-del-parque-central',
    author: ANA,
    daysAgo: 67,
    es: {
      title: 'Antigua Guatemala más allá del parque central',
      description:
        'Antigua es el destino más visitado del país, y también el más competido. Cómo destacar tu alojamiento o tu experiencia entre cientos de opciones.',
      body: md(
        'En Antigua hay cientos de hoteles, tours y restaurantes a pocas cuadras del Arco de Santa Catalina. Para que el viajero te elija, no basta con decir que estás «en el centro».',
        '## Vende tu barrio',
        'San Felipe, Jocotenango, Santa Ana o San Pedro Las Huertas ofrecen lo que el centro no tiene: calma, vistas al volcán de Agua y precios más amables. Cuenta cuánto se tarda a pie o en tuk-tuk hasta el parque central y qué hay cerca.',
        '## Experiencias que completan la visita',
        list(
          'Recorridos por fincas de café en las faldas del volcán.',
          'Clases de cocina guatemalteca: pepián, jocón, tamales.',
          'Talleres de jade o de chocolate.',
          'Caminatas al Cerro de la Cruz al atardecer.',
        ),
        '## Cuida los detalles que allí importan',
        'Las calles empedradas y las casas coloniales tienen su encanto y sus límites: di si hay agua caliente todo el día, si las habitaciones dan a la calle y si hay parqueo, que en Antigua es escaso. Esos datos evitan reseñas decepcionadas.',
      ),
    },
    en: {
      title: 'Antigua Guatemala beyond the central park',
      description:
        "Antigua is the country's most visited destination, and the most competitive. How to make your stay or experience stand out among hundreds of options.",
      body: md(
        'Antigua has hundreds of hotels, tours and restaurants a few blocks from the Santa Catalina Arch. For travelers to choose you, saying you are "in the centre" is not enough.',
        '## Sell your neighbourhood',
        'San Felipe, Jocotenango, Santa Ana or San Pedro Las Huertas offer what the centre lacks: calm, views of Agua volcano and friendlier prices. Say how long it takes on foot or by tuk-tuk to the central park and what is nearby.',
        '## Experiences that round off the visit',
        list(
          'Tours of coffee farms on the slopes of the volcano.',
          'Guatemalan cooking classes: pepián, jocón, tamales.',
          'Jade or chocolate workshops.',
          'Walks up Cerro de la Cruz at sunset.',
        ),
        '## Mind the details that matter there',
        'Cobbled streets and colonial houses have their charm and their limits: say whether there is hot water all day, whether rooms face the street and whether there is parking, which is scarce in Antigua. Those facts prevent disappointed reviews.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'ofertas-de-ultimo-minuto',
    author: DIEGO,
    daysAgo: 76,
    es: {
      title: 'Ofertas de último minuto y descuentos: cuándo usar cada uno',
      description:
        'Las promociones llenan fechas vacías, pero mal usadas enseñan a los viajeros a esperar. Una guía de las cuatro promociones del portal.',
      body: md(
        'Desde Promocionar puedes crear cuatro tipos de promoción. Cada una sirve para algo distinto, y combinarlas bien es lo que llena tu calendario sin bajar tu precio de fondo.',
        '## Los cuatro tipos',
        list(
          '**Último minuto**: para fechas cercanas que siguen libres. Un descuento para quien decide tarde.',
          '**Descuento**: un porcentaje durante un periodo, que puedes programar para mostrarse desde una fecha.',
          '**Fecha especial**: para un festival, un feriado o un evento en tu zona.',
          '**Aumento**: sube tu precio en temporada alta sin tocar tu precio base.',
        ),
        '## Pon un mínimo de noches',
        'Un descuento con un mínimo de dos o tres noches trae estancias más largas, que te cuestan menos en limpieza y cambios de ropa de cama que varias estancias cortas.',
        '## No descuentes todo el tiempo',
        'Si tu producto está siempre en oferta, el viajero deja de verlo como oferta. Usa los descuentos para las fechas que de verdad cuesta vender, como la temporada de lluvias, y deja el precio completo para las que se venden solas.',
      ),
    },
    en: {
      title: 'Last-minute offers and discounts: when to use each',
      description:
        "Promotions fill empty dates, but used badly they teach travelers to wait. A guide to the portal's four promotions.",
      body: md(
        'From Promote you can create four kinds of promotion. Each one is for something different, and combining them well is what fills your calendar without lowering your underlying price.',
        '## The four kinds',
        list(
          '**Last minute**: for close dates that are still free. A discount for those who decide late.',
          '**Discount**: a percentage over a period, which you can schedule to show from a date.',
          '**Special date**: for a festival, a holiday or an event in your area.',
          '**Increase**: raises your price in high season without touching your base price.',
        ),
        '## Set minimum nights',
        'A discount with a minimum of two or three nights brings longer stays, which cost you less in cleaning and linen changes than several short ones.',
        '## Do not discount all the time',
        'If your product is always on offer, travelers stop seeing it as an offer. Use discounts for the dates that are really hard to sell, such as the rainy season, and keep the full price for those that sell themselves.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'peten-y-tikal-para-viajeros-de-naturaleza',
    author: LUCIA,
    daysAgo: 85,
    es: {
      title: 'Petén y Tikal: experiencias para viajeros de naturaleza',
      description:
        'Amanecer en el Gran Jaguar, aves al atardecer en el lago Petén Itzá: cómo preparar y describir experiencias en la selva.',
      body: md(
        'Quien viaja a Petén busca selva, historia maya y fauna: monos aulladores, tucanes y, con suerte, un jaguar en una huella. Es un viajero que madruga y que valora a los guías que saben.',
        '## Horarios que importan',
        'El amanecer en Tikal y el atardecer sobre el lago son los momentos más buscados. Di con claridad a qué hora sale el transporte desde Flores o El Remate y cuánto dura el recorrido dentro del parque.',
        '## Guías que se destacan',
        'Si tu guía es certificado, habla varios idiomas o es especialista en aves, dilo en el título. Para los viajeros de naturaleza, el guía es la experiencia.',
        '## Prepara al viajero',
        list(
          'Calor y humedad todo el año: agua, repelente, sombrero y ropa ligera de manga larga.',
          'Caminatas largas sobre raíces y escalinatas: zapatos cerrados.',
          'Entrada al parque: di si está incluida en tu precio o si se paga aparte.',
        ),
        'Un viajero bien preparado disfruta más, y un viajero que disfruta vuelve y te recomienda.',
      ),
    },
    en: {
      title: 'Petén and Tikal: experiences for nature travelers',
      description:
        'Sunrise at the Great Jaguar, birds at dusk on Lake Petén Itzá: how to prepare and describe experiences in the rainforest.',
      body: md(
        'Those who travel to Petén are after rainforest, Maya history and wildlife: howler monkeys, toucans and, with luck, a jaguar track. They are early risers who value guides who know their stuff.',
        '## Times that matter',
        'Sunrise at Tikal and sunset over the lake are the most sought-after moments. Say clearly when transport leaves Flores or El Remate and how long the tour inside the park lasts.',
        '## Guides who stand out',
        'If your guide is certified, speaks several languages or specialises in birds, say so in the title. For nature travelers, the guide is the experience.',
        '## Prepare the traveler',
        list(
          'Heat and humidity all year: water, repellent, a hat and light long-sleeved clothes.',
          'Long walks over roots and steps: closed shoes.',
          'Park entrance: say whether it is included in your price or paid separately.',
        ),
        'A well-prepared traveler enjoys it more, and a traveler who enjoys it comes back and recommends you.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'tu-precio-incluye-la-comision',
    author: DIEGO,
    daysAgo: 96,
    es: {
      title: 'Tu precio ya incluye la comisión: cómo calcular lo que recibes',
      description:
        'Modelo 1 o modelo 2, 10 % o 15 %: cómo pasar de lo que quieres recibir al precio que publicas, con ejemplos.',
      body: md(
        'En el marketplace, el viajero ve un solo precio: el que publicas. Ese precio ya incluye la comisión de la plataforma, así que conviene calcularlo desde lo que quieres recibir.',
        '## La cuenta',
        'La comisión es un porcentaje de tu neto: 10 % con el modelo 1 (tú gestionas las reservas) y 15 % con el modelo 2 (la plataforma las gestiona por ti). Para saber qué publicar, multiplica lo que quieres recibir por 1.10 o por 1.15.',
        [
          '| Quieres recibir | Publicas con el modelo 1 | Publicas con el modelo 2 |',
          '| --- | --- | --- |',
          '| $50 | $55 | $57.50 |',
          '| $100 | $110 | $115 |',
          '| $200 | $220 | $230 |',
        ].join('\n'),
        '## Qué modelo elegir',
        'Si tienes quien atienda mensajes y confirme reservas a diario, el modelo 1 te deja más margen. Si prefieres que nuestro equipo se ocupe de los viajeros, el modelo 2 te ahorra ese tiempo. Puedes tener productos con modelos distintos.',
        '## Compruébalo antes de publicar',
        'Cada producto te muestra, en su paso de precios, lo que paga el viajero y lo que recibes tú, con las promociones ya aplicadas. Revísalo siempre después de crear una promoción.',
      ),
    },
    en: {
      title: 'Your price already includes the commission: how to work out what you receive',
      description:
        'Model 1 or model 2, 10 % or 15 %: how to go from what you want to receive to the price you publish, with examples.',
      body: md(
        "On the marketplace, the traveler sees one price: the one you publish. That price already includes the platform's commission, so it is best worked out from what you want to receive.",
        '## The sum',
        'The commission is a share of your net: 10 % with model 1 (you manage the bookings) and 15 % with model 2 (the platform manages them for you). To know what to publish, multiply what you want to receive by 1.10 or by 1.15.',
        [
          '| You want to receive | You publish with model 1 | You publish with model 2 |',
          '| --- | --- | --- |',
          '| $50 | $55 | $57.50 |',
          '| $100 | $110 | $115 |',
          '| $200 | $220 | $230 |',
        ].join('\n'),
        '## Which model to choose',
        'If you have someone to answer messages and confirm bookings every day, model 1 leaves you a wider margin. If you prefer our team to look after the travelers, model 2 saves you that time. You can have products with different models.',
        '## Check before you publish',
        'Each product shows you, in its prices step, what the traveler pays and what you receive, with promotions already applied. Always look at it after creating a promotion.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'tu-menu-en-el-marketplace',
    author: ANA,
    daysAgo: 108,
    es: {
      title: 'Restaurantes: un menú que abre el apetito antes de llegar',
      description:
        'Los viajeros eligen dónde comer mirando platos. Cómo presentar tu menú, tus horarios y tus sucursales en el marketplace.',
      body: md(
        'Pepián en una casa colonial, pescado frente al lago, café de altura en una finca: la gastronomía guatemalteca es un motivo de viaje. Tu menú en el marketplace es tu escaparate.',
        '## Platos con foto',
        'Cada plato de tu menú puede llevar su foto, que debe pesar menos de 1 MB. Fotografía con luz natural, desde arriba o a 45 grados, y sobre un fondo sencillo. Mejor pocos platos bien fotografiados que muchos sin imagen.',
        '## Nombres y descripciones breves',
        'El título de un plato admite 25 caracteres y su descripción 200: suficiente para decir qué lleva y de dónde viene. «Pepián de pollo: recado de pepitas y chiles tostados, con arroz y tortillas» vende más que «Plato típico».',
        '## Horarios y ubicaciones al día',
        'Pocas cosas frustran más a un viajero que llegar a un restaurante cerrado. Mantén tu horario al día, incluidos los feriados, y registra cada sucursal con su dirección para que el viajero encuentre la más cercana.',
      ),
    },
    en: {
      title: 'Restaurants: a menu that whets the appetite before they arrive',
      description:
        'Travelers choose where to eat by looking at dishes. How to present your menu, your hours and your branches on the marketplace.',
      body: md(
        'Pepián in a colonial house, fish by the lake, high-altitude coffee on a farm: Guatemalan food is a reason to travel. Your menu on the marketplace is your shop window.',
        '## Dishes with photos',
        'Each dish on your menu can have its photo, which must be under 1 MB. Shoot in natural light, from above or at 45 degrees, on a plain background. Better a few well-photographed dishes than many without a picture.',
        '## Short names and descriptions',
        'A dish\'s title takes 25 characters and its description 200: enough to say what is in it and where it comes from. "Chicken pepián: toasted seed and chili sauce, with rice and tortillas" sells better than "Typical dish".',
        '## Hours and locations kept up to date',
        'Few things frustrate a traveler more than reaching a closed restaurant. Keep your hours up to date, holidays included, and register each branch with its address so travelers find the nearest one.',
      ),
    },
  },
  {
    kind: 'blog',
    slug: 'calendario-sin-dobles-reservas',
    author: LUCIA,
    daysAgo: 121,
    es: {
      title: 'Adiós a las dobles reservas: sincroniza tu calendario',
      description:
        'Si vendes en varias plataformas, la sincronización iCal mantiene tus fechas al día en todas. Cómo activarla en pocos minutos.',
      body: md(
        'Una doble reserva es lo peor que le puede pasar a un alojamiento: un viajero sin cama y una mala experiencia difícil de reparar. Si publicas también en otras plataformas, sincroniza tus calendarios.',
        '## Cómo funciona',
        'Cada producto tiene un enlace de exportación iCal: pégalo en tus otras plataformas y verán las fechas que vendiste aquí. Y al revés, agrega aquí el enlace iCal de cada una de ellas: el portal importa sus reservas y bloquea esas fechas automáticamente, cada pocos minutos.',
        '## Qué revisar',
        list(
          'Que cada calendario importado muestre su última sincronización correcta.',
          'Que las fechas que bloqueas a mano (mantenimiento, uso propio) estén en tu calendario.',
          'Que, si cambias el enlace de exportación, lo actualices en tus otras plataformas.',
        ),
        '## Y si aun así pasa',
        'Si alguna vez recibes una reserva que no puedes atender, recházala en cuanto la veas o, si ya la aceptaste, escríbenos desde Ayuda para buscar una solución para el viajero.',
      ),
    },
    en: {
      title: 'Goodbye to double bookings: sync your calendar',
      description:
        'If you sell on several platforms, iCal sync keeps your dates up to date on all of them. How to set it up in a few minutes.',
      body: md(
        'A double booking is the worst thing that can happen to a stay: a traveler without a bed and a bad experience that is hard to repair. If you also list on other platforms, sync your calendars.',
        '## How it works',
        'Each product has an iCal export link: paste it into your other platforms and they will see the dates you sold here. The other way round, add here the iCal link of each of them: the portal imports their bookings and blocks those dates automatically, every few minutes.',
        '## What to check',
        list(
          'That each imported calendar shows its last successful sync.',
          'That the dates you block by hand (maintenance, own use) are in your calendar.',
          'That, if you renew the export link, you update it on your other platforms.',
        ),
        '## And if it still happens',
        'If you ever receive a booking you cannot serve, decline it as soon as you see it or, if you had already accepted it, write to us from Help so we can find a solution for the traveler.',
      ),
    },
  },
];
