/**
 * The seed rows of 0013_help.ts: the wizard's contextual help (per step; `typeProduct` 0 is the text every
 * product type reads unless one was written for its type) and the providers' FAQ, in Spanish and English.
 * Numbers are SPEC §9's. Bodies are plain text, paragraphs separated by a blank line. Never edit after the
 * migration landed: a change of text is a new migration.
 */

interface Text {
  title: string;
  body: string;
}

export interface HelpText {
  typeProduct: number;
  step: string;
  es: Text;
  en: Text;
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const HELP_TEXTS: HelpText[] = [
  {
    typeProduct: 0,
    step: 'information',
    es: {
      title: 'Nombre y descripción',
      body: p(
        'El nombre es lo primero que lee el viajero en los resultados: di qué es y dónde está, por ejemplo «Casa frente al lago en San Marcos La Laguna». Evita mayúsculas sostenidas, signos de exclamación y palabras como «el mejor».',
        'En la descripción cuenta lo que hace única la experiencia: la vista, el ambiente, qué hay cerca y cómo se llega. Escribe párrafos cortos; el viajero lee en el teléfono.',
        'No incluyas teléfonos, correos, enlaces ni redes sociales: toda la comunicación con el viajero va por la plataforma, y compartir datos de contacto se sanciona con una multa de $1000.',
      ),
    },
    en: {
      title: 'Name and description',
      body: p(
        'The name is the first thing travelers read in the results: say what it is and where, for example "Lakefront house in San Marcos La Laguna". Avoid all capitals, exclamation marks and words like "the best".',
        'In the description tell what makes the experience unique: the view, the atmosphere, what is nearby and how to get there. Write short paragraphs; travelers read on their phones.',
        'Do not include phone numbers, e-mails, links or social media: all communication with travelers goes through the platform, and sharing contact details is fined $1000.',
      ),
    },
  },
  {
    typeProduct: 1,
    step: 'information',
    es: {
      title: 'Describe tu alquiler vacacional',
      body: p(
        'Los viajeros que buscan un alquiler vacacional comparan espacio y privacidad: di cuántas habitaciones y baños tiene la casa completa, si hay jardín, muelle, piscina o parqueo, y si la cocina está equipada.',
        'Menciona la distancia a lo que importa en la zona: el embarcadero, el parque central, el mercado o la playa. Un dato concreto («a 5 minutos a pie del muelle») vale más que «excelente ubicación».',
      ),
    },
    en: {
      title: 'Describe your vacation rental',
      body: p(
        'Travelers looking for a vacation rental compare space and privacy: say how many bedrooms and bathrooms the whole home has, whether there is a garden, dock, pool or parking, and whether the kitchen is equipped.',
        'Mention the distance to what matters in the area: the dock, the central park, the market or the beach. A concrete fact ("5 minutes on foot from the dock") is worth more than "excellent location".',
      ),
    },
  },
  {
    typeProduct: 2,
    step: 'information',
    es: {
      title: 'Describe tu hotel',
      body: p(
        'Indica la categoría (estrellas), el número de habitaciones y los servicios que ofrece el hotel a todos los huéspedes: recepción 24 horas, restaurante, piscina, traslados.',
        'Las habitaciones se describen una por una en sus propios pasos; aquí habla del hotel en conjunto y de su entorno.',
      ),
    },
    en: {
      title: 'Describe your hotel',
      body: p(
        'State the category (stars), the number of rooms and the services the hotel offers every guest: 24-hour front desk, restaurant, pool, transfers.',
        'Rooms are described one by one in their own steps; here talk about the hotel as a whole and its surroundings.',
      ),
    },
  },
  {
    typeProduct: 11,
    step: 'information',
    es: {
      title: 'Describe tu tour',
      body: p(
        'Empieza por lo esencial: qué se hace, cuánto dura y la dificultad (por ejemplo, «Ascenso al volcán Pacaya, 5 horas, dificultad media»).',
        'Cuenta quién guía, en qué idiomas y qué verá el viajero en cada parte. Si hay edad mínima o requisitos físicos, dilo aquí para evitar cancelaciones.',
      ),
    },
    en: {
      title: 'Describe your tour',
      body: p(
        'Start with the essentials: what is done, how long it takes and how hard it is (for example, "Pacaya volcano hike, 5 hours, moderate").',
        'Tell who guides, in which languages and what the traveler sees in each part. If there is a minimum age or physical requirement, say it here to avoid cancellations.',
      ),
    },
  },
  {
    typeProduct: 68,
    step: 'information',
    es: {
      title: 'Describe tu restaurante',
      body: p(
        'Di qué tipo de cocina ofreces (guatemalteca, del mar, vegetariana…), el rango de precios y si el lugar es apto para familias o grupos.',
        'Menciona los platos por los que te conocen y si preparas opciones sin gluten o veganas: son filtros que los viajeros usan.',
      ),
    },
    en: {
      title: 'Describe your restaurant',
      body: p(
        'Say what cuisine you serve (Guatemalan, seafood, vegetarian…), the price range and whether the place suits families or groups.',
        'Mention the dishes you are known for and whether you prepare gluten-free or vegan options: travelers filter by them.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'location',
    es: {
      title: 'Ubicación exacta',
      body: p(
        'Escribe la dirección como la entendería un taxista y mueve el marcador del mapa al punto exacto de la entrada. En muchas zonas de Guatemala las direcciones son aproximadas: el marcador es lo que usa el viajero para llegar.',
        'El viajero ve la zona aproximada antes de reservar y la ubicación exacta después de confirmar.',
      ),
    },
    en: {
      title: 'Exact location',
      body: p(
        'Write the address the way a taxi driver would understand it and move the map marker to the exact entrance. In many parts of Guatemala addresses are approximate: the marker is what travelers use to get there.',
        'Travelers see the approximate area before booking and the exact location after confirmation.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'feature',
    es: {
      title: 'Características',
      body: p(
        'Marca solo lo que el huésped encontrará al llegar. Una característica marcada que no existe es el motivo más frecuente de malas reseñas y reclamos.',
        'La capacidad es el número de personas que pueden dormir cómodamente, no el máximo que cabe.',
      ),
    },
    en: {
      title: 'Features',
      body: p(
        'Tick only what the guest will find on arrival. A feature ticked that does not exist is the most frequent cause of bad reviews and complaints.',
        'Capacity is the number of people who can sleep comfortably, not the most that fit.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'features',
    es: {
      title: 'Características del lugar',
      body: p(
        'Indica el tipo de cocina, el ambiente y los servicios (terraza, parqueo, acceso para silla de ruedas, wifi). Son los filtros con los que el viajero busca.',
        'Marca solo lo que está disponible todos los días que abres.',
      ),
    },
    en: {
      title: 'Features of the place',
      body: p(
        'State the cuisine, the atmosphere and the services (terrace, parking, wheelchair access, wifi). Travelers search with these filters.',
        'Tick only what is available every day you open.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'rooms',
    es: {
      title: 'Habitaciones y camas',
      body: p(
        'Agrega cada habitación con sus camas (matrimonial, individual, litera, sofá cama). El viajero que viaja en grupo revisa cuántas camas hay, no solo cuántas habitaciones.',
        'Si una habitación no tiene baño propio, dilo: evita sorpresas y reclamos.',
      ),
    },
    en: {
      title: 'Rooms and beds',
      body: p(
        'Add each room with its beds (double, single, bunk, sofa bed). Groups check how many beds there are, not only how many rooms.',
        'If a room has no private bathroom, say so: it avoids surprises and complaints.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'capacity',
    es: {
      title: 'Capacidad de la habitación',
      body: p(
        'Indica cuántas personas pueden dormir en la habitación privada y con qué camas. La recomendación es un máximo de 6 personas por habitación.',
        'Aclara qué espacios se comparten con otros huéspedes o con el anfitrión (baño, cocina, sala).',
      ),
    },
    en: {
      title: 'Room capacity',
      body: p(
        'State how many people can sleep in the private room and in which beds. The recommendation is at most 6 people per room.',
        'Make clear which spaces are shared with other guests or with the host (bathroom, kitchen, living room).',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'service-amenities',
    es: {
      title: 'Servicios y comodidades',
      body: p(
        'Wifi, agua caliente, cocina equipada y parqueo son lo que más filtran los viajeros. Si el wifi es lento o el agua caliente es solo de ducha eléctrica, dilo en la descripción.',
        'Marca solo lo incluido en el precio; lo que se cobra aparte va en las reglas del servicio.',
      ),
    },
    en: {
      title: 'Services and amenities',
      body: p(
        'Wifi, hot water, an equipped kitchen and parking are what travelers filter by most. If the wifi is slow or the hot water comes only from an electric shower head, say so in the description.',
        'Tick only what the price includes; what is charged apart goes in the service rules.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'service',
    es: {
      title: 'Servicios del alojamiento',
      body: p(
        'Marca los servicios comunes a todo el alojamiento: recepción, restaurante, piscina, lavandería, traslados. Las comodidades de cada habitación se indican al crear la habitación.',
        'Si un servicio tiene horario o costo extra, acláralo en las reglas del servicio.',
      ),
    },
    en: {
      title: 'Property services',
      body: p(
        "Tick the services shared by the whole property: front desk, restaurant, pool, laundry, transfers. Each room's amenities are set when you create the room.",
        'If a service has opening hours or an extra cost, explain it in the service rules.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'multimedia',
    es: {
      title: 'Fotos que venden',
      body: p(
        'Sube hasta 15 fotos; recomendamos al menos 11. Cada imagen debe pesar menos de 1 MB y cada video menos de 3 MB.',
        'Usa luz de día, fotos horizontales y espacios ordenados. Empieza por la mejor: la vista, la fachada o el espacio principal. Incluye baño, cocina y cada dormitorio: el viajero quiere ver todo antes de pagar.',
        'No pongas logos, textos, teléfonos ni marcas de agua en las fotos.',
      ),
    },
    en: {
      title: 'Photos that sell',
      body: p(
        'Upload up to 15 photos; we recommend at least 11. Each image must weigh under 1 MB and each video under 3 MB.',
        'Use daylight, landscape photos and tidy spaces. Start with the best one: the view, the front or the main space. Include the bathroom, kitchen and every bedroom: travelers want to see everything before paying.',
        'Do not put logos, text, phone numbers or watermarks on the photos.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'booking-details',
    es: {
      title: 'Detalles de la reserva',
      body: p(
        'Las noches mínimas y la anticipación con la que aceptas reservas filtran a qué viajeros llegas: una noche mínima y un día de anticipación te muestran en más búsquedas.',
        'Elige horas de entrada y salida que puedas cumplir siempre; un huésped que espera en la puerta deja una mala reseña.',
      ),
    },
    en: {
      title: 'Booking details',
      body: p(
        'Minimum nights and how far ahead you accept bookings decide which travelers you reach: one minimum night and one day ahead show you in more searches.',
        'Choose check-in and check-out times you can always keep; a guest kept waiting at the door leaves a bad review.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'cancellation-policy',
    es: {
      title: 'Política de cancelación',
      body: p(
        'Flexible: reembolso si el viajero cancela con 40 días o más de anticipación. Moderada: de 25 a 39 días. No flexible: de 0 a 24 días.',
        'Una política flexible atrae más reservas; una no flexible protege fechas de alta demanda como Semana Santa y fin de año. Puedes combinarla con promociones de último minuto para llenar huecos.',
      ),
    },
    en: {
      title: 'Cancellation policy',
      body: p(
        'Flexible: refund when the traveler cancels 40 days or more ahead. Moderate: 25 to 39 days. Not flexible: 0 to 24 days.',
        'A flexible policy attracts more bookings; a not flexible one protects high-demand dates such as Holy Week and the end of the year. Combine it with last-minute promotions to fill gaps.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'price-seasons',
    es: {
      title: 'Precios y temporadas',
      body: p(
        'Pon el precio por noche en dólares y, si cobras distinto los fines de semana, el precio de fin de semana. Compara con alojamientos parecidos de tu zona antes de decidir.',
        'Comisión: en el modelo 1 tú gestionas la reserva y la comisión es del 10 %; en el modelo 2 la plataforma la gestiona y es del 15 %. Los precios especiales y las promociones se configuran después, desde Mis productos.',
      ),
    },
    en: {
      title: 'Prices and seasons',
      body: p(
        'Set the price per night in dollars and, if weekends cost more, the weekend price. Compare with similar places in your area before deciding.',
        'Commission: in model 1 you manage the booking and the commission is 10 %; in model 2 the platform manages it and it is 15 %. Special prices and promotions are set later, from My products.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'prices',
    es: {
      title: 'Precios por persona',
      body: p(
        'Indica el precio por persona y, si aplica, precios para niños o grupos. Aclara qué incluye: transporte, entradas, comida, equipo.',
        'Comisión: 10 % si gestionas tú la reserva (modelo 1) y 15 % si la gestiona la plataforma (modelo 2).',
      ),
    },
    en: {
      title: 'Prices per person',
      body: p(
        'Set the price per person and, where it applies, prices for children or groups. Say what is included: transport, entrance fees, food, equipment.',
        'Commission: 10 % if you manage the booking (model 1) and 15 % if the platform manages it (model 2).',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'price',
    es: {
      title: 'Tarifa del guía',
      body: p(
        'Indica tu tarifa y si es por hora, por día o por grupo. Di cuántas personas puede llevar el grupo como máximo con esa tarifa.',
        'Aclara si los gastos de transporte, entradas o comidas del guía corren por cuenta del viajero.',
      ),
    },
    en: {
      title: 'Guide fee',
      body: p(
        'State your fee and whether it is per hour, per day or per group. Say the largest group that fee covers.',
        "Make clear whether the guide's transport, entrance fees or meals are paid by the traveler.",
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'service-rules',
    es: {
      title: 'Reglas del servicio',
      body: p(
        'Escribe reglas claras y pocas: mascotas, fumar, fiestas, horas de silencio, visitas. Las reglas que el viajero acepta al reservar te respaldan si hay un problema.',
        'Indica aquí los cobros que no están en el precio (depósito, limpieza, leña, kayak) para que nadie se sorprenda.',
      ),
    },
    en: {
      title: 'Service rules',
      body: p(
        'Write few, clear rules: pets, smoking, parties, quiet hours, visitors. Rules the traveler accepts when booking back you up if there is a problem.',
        'State here the charges not in the price (deposit, cleaning, firewood, kayak) so nobody is surprised.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'advertising-channels',
    es: {
      title: 'Canales de publicidad',
      body: p(
        'Elige dónde quieres que se anuncie tu producto además del mercado principal. Más canales significan más visitas; puedes cambiarlos cuando quieras.',
        'Tu código QR y tu código de promoción (en Mi QR) también atraen viajeros: ponlos en tu recepción o en tus redes.',
      ),
    },
    en: {
      title: 'Advertising channels',
      body: p(
        'Choose where your product is advertised besides the main marketplace. More channels mean more views; you can change them at any time.',
        'Your QR code and promotion code (in My QR) bring travelers too: put them at your front desk or on your social media.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'recommendations',
    es: {
      title: 'Recomendaciones antes de publicar',
      body: p(
        'Revisa la lista y confirma cada punto: fotos claras, precios correctos, calendario al día y ningún dato de contacto en los textos.',
        'Después de enviar, el equipo revisa tu producto. Si falta algo te lo devolvemos con el motivo; corrígelo y vuelve a enviarlo.',
      ),
    },
    en: {
      title: 'Recommendations before publishing',
      body: p(
        'Go through the list and confirm each point: clear photos, correct prices, an up-to-date calendar and no contact details in the texts.',
        'After you submit, the team reviews your product. If something is missing we send it back with the reason; fix it and submit again.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'confirmation',
    es: {
      title: 'Enviar a revisión',
      body: p(
        'Al confirmar, tu producto pasa a «Validación en progreso» y el equipo lo revisa. Recibirás un aviso cuando se publique o si necesita cambios.',
        'Mientras tanto puedes preparar tu calendario y tus promociones desde Mis productos.',
      ),
    },
    en: {
      title: 'Submit for review',
      body: p(
        'When you confirm, your product goes to "Validation in progress" and the team reviews it. You will be notified when it is published or if it needs changes.',
        'Meanwhile you can prepare your calendar and promotions from My products.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'information-additional',
    es: {
      title: 'Información adicional',
      body: p(
        'Aclara lo que el viajero pregunta antes de reservar: idiomas, edad mínima, accesibilidad, si se recoge en el hotel y dónde es el punto de encuentro.',
        'Cuanto más claro seas aquí, menos mensajes tendrás que responder.',
      ),
    },
    en: {
      title: 'Additional information',
      body: p(
        'Answer what travelers ask before booking: languages, minimum age, accessibility, whether there is hotel pick-up and where the meeting point is.',
        'The clearer you are here, the fewer messages you will have to answer.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'bring-additional',
    es: {
      title: 'Qué llevar y qué incluye',
      body: p(
        'Lista lo que el viajero debe llevar (zapatos cerrados, chaqueta, bloqueador, efectivo para entradas) y lo que tú incluyes.',
        'En volcanes y montañas de Guatemala hace frío al amanecer: recuérdalo aunque el tour salga de un lugar cálido.',
      ),
    },
    en: {
      title: 'What to bring and what is included',
      body: p(
        'List what the traveler must bring (closed shoes, a jacket, sunscreen, cash for entrance fees) and what you include.',
        "On Guatemala's volcanoes and mountains it is cold at dawn: say so even if the tour leaves from a warm place.",
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'availability',
    es: {
      title: 'Disponibilidad',
      body: p(
        'Indica los días y horas de salida y cuántas personas caben en cada salida (hasta 100). Bloquea en el calendario los días que no operas.',
        'Un calendario al día evita reservas que tendrías que rechazar.',
      ),
    },
    en: {
      title: 'Availability',
      body: p(
        'Set the departure days and times and how many people fit in each departure (up to 100). Block the days you do not operate in the calendar.',
        'An up-to-date calendar avoids bookings you would have to reject.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'itinerary',
    es: {
      title: 'Itinerario',
      body: p(
        'Describe el recorrido parada por parada, con la hora aproximada y cuánto tiempo se pasa en cada lugar.',
        'Di dónde se come y si la comida está incluida. Un itinerario detallado es lo que más convence a quien compara tours parecidos.',
      ),
    },
    en: {
      title: 'Itinerary',
      body: p(
        'Describe the route stop by stop, with the approximate time and how long is spent at each place.',
        'Say where people eat and whether the meal is included. A detailed itinerary is what convinces someone comparing similar tours.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'schedule',
    es: {
      title: 'Horario',
      body: p(
        'Indica los días y horas en que abres. Si cierras en feriados o cambias el horario en temporada alta, dilo.',
        'El viajero planea su día con este horario: mantenlo al día.',
      ),
    },
    en: {
      title: 'Opening hours',
      body: p(
        'Set the days and hours you open. If you close on holidays or change hours in high season, say so.',
        'Travelers plan their day with these hours: keep them up to date.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'menu',
    es: {
      title: 'Menú',
      body: p(
        'Agrega tus platos principales con un título corto (hasta 25 caracteres), una descripción (hasta 200) y el precio.',
        'Una foto por plato y los ingredientes principales ayudan a quien tiene alergias o dietas especiales.',
      ),
    },
    en: {
      title: 'Menu',
      body: p(
        'Add your main dishes with a short title (up to 25 characters), a description (up to 200) and the price.',
        'A photo per dish and the main ingredients help people with allergies or special diets.',
      ),
    },
  },
  {
    typeProduct: 0,
    step: 'room-information',
    es: {
      title: 'Información de la habitación',
      body: p(
        'Pon a la habitación un nombre que la distinga («Doble con vista al lago») y di cuántas personas caben y con qué camas.',
        'Crea un tipo de habitación por cada precio o distribución distinta.',
      ),
    },
    en: {
      title: 'Room information',
      body: p(
        'Give the room a name that sets it apart ("Double with lake view") and say how many people fit and in which beds.',
        'Create one room type for each different price or layout.',
      ),
    },
  },
];

/** Steps that read the text of another: a room's steps read the product's, and one spelling of SPEC §2's. */
export const HELP_TEXT_ALIASES: Record<string, string> = {
  bringAdditional: 'bring-additional',
  'room-amenities': 'service-amenities',
  'room-multimedia': 'multimedia',
  'room-cancellation-policy': 'cancellation-policy',
  'room-service-rules': 'service-rules',
  'room-recommendations': 'recommendations',
  'room-confirmation': 'confirmation',
};

export interface FaqSeed {
  category: string;
  es: { question: string; answer: string };
  en: { question: string; answer: string };
}

export const FAQ: FaqSeed[] = [
  {
    category: 'commission',
    es: {
      question: '¿Cuánto cobra la plataforma de comisión?',
      answer: p(
        'Depende del modelo de comisión de cada producto. Modelo 1: tú gestionas la reserva y la comisión es del 10 %. Modelo 2: la plataforma gestiona la reserva por ti y la comisión es del 15 %.',
        'El modelo 1 es el predeterminado. Puedes ver y cambiar el modelo de cada producto desde Mis productos.',
      ),
    },
    en: {
      question: 'How much commission does the platform charge?',
      answer: p(
        "It depends on each product's commission model. Model 1: you manage the booking and the commission is 10 %. Model 2: the platform manages the booking for you and the commission is 15 %.",
        "Model 1 is the default. You can see and change each product's model from My products.",
      ),
    },
  },
  {
    category: 'commission',
    es: {
      question: '¿Qué significa «lo que recibes» en el precio?',
      answer:
        'Es el precio que paga el viajero menos la comisión de tu modelo. La vista previa de precios de cada producto te muestra, noche por noche, lo que paga el viajero y lo que recibes tú, con promociones y precios especiales ya aplicados.',
    },
    en: {
      question: 'What does "you receive" mean in the price?',
      answer:
        "It is the price the traveler pays minus your model's commission. Each product's price preview shows you, night by night, what the traveler pays and what you receive, with promotions and special prices already applied.",
    },
  },
  {
    category: 'payouts',
    es: {
      question: '¿Cuándo y cómo recibo mis pagos?',
      answer: p(
        'Los pagos se hacen por transferencia bancaria. Una transferencia tarda de 7 a 10 días en llegar a tu cuenta.',
        'Puedes elegir transferencia local (a un banco en tu país) o transferencia internacional.',
      ),
    },
    en: {
      question: 'When and how do I get paid?',
      answer: p(
        'Payouts are made by bank transfer. A transfer takes 7 to 10 days to reach your account.',
        'You can choose a local transfer (to a bank in your country) or an international transfer.',
      ),
    },
  },
  {
    category: 'payouts',
    es: {
      question: '¿Qué datos necesito para recibir pagos?',
      answer: p(
        'Tres cosas, desde tu perfil: el método de pago (país y tipo de transferencia), los datos del beneficiario (nombre, banco y número de cuenta; IBAN y código SWIFT si la transferencia es internacional) y tus datos fiscales (NIT y régimen si eres contribuyente en Guatemala).',
        'Tu perfil te muestra qué falta en el bloque «Antes de poder recibir pagos». Guardamos cifrados el número de cuenta, el IBAN y el DPI, y solo mostramos sus últimos cuatro dígitos.',
      ),
    },
    en: {
      question: 'What information do I need to get paid?',
      answer: p(
        'Three things, from your profile: the payment method (country and transfer type), the beneficiary details (name, bank and account number; IBAN and SWIFT code for an international transfer) and your tax details (NIT and regime if you are a taxpayer in Guatemala).',
        'Your profile shows what is missing in the "Before you can be paid" block. We store the account number, IBAN and DPI encrypted and only show their last four digits.',
      ),
    },
  },
  {
    category: 'review',
    es: {
      question: '¿Cuánto tarda la revisión de mi producto?',
      answer: p(
        'Cuando terminas el asistente y envías tu producto, pasa a «Validación en progreso» y el equipo lo revisa en orden de llegada. Verás el cambio de estado en Mis productos en cuanto se decida.',
        'Si falta algo, te lo devolvemos con el motivo: corrígelo y vuelve a enviarlo. Un producto con fotos claras, precios y calendario completos se aprueba a la primera.',
      ),
    },
    en: {
      question: "How long does my product's review take?",
      answer: p(
        'When you finish the wizard and submit your product, it goes to "Validation in progress" and the team reviews it in order of arrival. You will see the status change in My products as soon as it is decided.',
        'If something is missing, we send it back with the reason: fix it and submit again. A product with clear photos, prices and a complete calendar is approved the first time.',
      ),
    },
  },
  {
    category: 'penalties',
    es: {
      question: '¿Puedo comunicarme con el viajero fuera de la plataforma?',
      answer: p(
        'No. Toda la comunicación y los pagos deben hacerse dentro de la plataforma. Compartir teléfonos, correos o redes para cerrar la reserva por fuera se sanciona con una multa de $1000, acciones legales y la inclusión en la lista negra.',
        'El chat oculta automáticamente los datos de contacto que se escriben en los mensajes.',
      ),
    },
    en: {
      question: 'Can I talk to the traveler outside the platform?',
      answer: p(
        'No. All communication and payments must happen on the platform. Sharing phone numbers, e-mails or social media to close the booking outside is fined $1000, with legal action and blacklisting.',
        'The chat automatically hides contact details written in messages.',
      ),
    },
  },
  {
    category: 'cancellations',
    es: {
      question: '¿Qué política de cancelación me conviene?',
      answer: p(
        'Flexible: el viajero cancela con 40 días o más de anticipación. Moderada: de 25 a 39 días. No flexible: de 0 a 24 días.',
        'Las políticas flexibles reciben más reservas; las no flexibles protegen fechas de alta demanda. Puedes tener políticas distintas en cada producto.',
      ),
    },
    en: {
      question: 'Which cancellation policy suits me?',
      answer: p(
        'Flexible: the traveler cancels 40 days or more ahead. Moderate: 25 to 39 days. Not flexible: 0 to 24 days.',
        'Flexible policies get more bookings; not flexible ones protect high-demand dates. Each product can have its own policy.',
      ),
    },
  },
  {
    category: 'cancellations',
    es: {
      question: '¿Qué pasa si rechazo una reserva?',
      answer:
        'Puedes aceptar o rechazar cada solicitud desde Reservas. Para no recibir reservas que no puedes atender, mantén tu calendario al día: bloquea las fechas que no tienes o sincroniza el calendario iCal de tus otras plataformas.',
    },
    en: {
      question: 'What happens if I reject a booking?',
      answer:
        'You can accept or reject each request from Reservations. To avoid bookings you cannot serve, keep your calendar up to date: block the dates you do not have or sync the iCal calendar of your other platforms.',
    },
  },
  {
    category: 'promotions',
    es: {
      question: '¿Cómo creo una promoción?',
      answer: p(
        'Desde Promocionar eliges el tipo: último minuto, descuento, fecha especial o aumento por temporada. Indica el porcentaje, las fechas y las noches mínimas, y asígnala a tus productos.',
        'Un descuento puede programarse para mostrarse desde una fecha. Los precios especiales por fechas (un festival, Semana Santa) se configuran en cada producto.',
      ),
    },
    en: {
      question: 'How do I create a promotion?',
      answer: p(
        'From Promote choose the type: last minute, discount, special date or seasonal increase. Set the percentage, the dates and the minimum nights, and assign it to your products.',
        'A discount can be scheduled to show from a date. Special prices for dates (a festival, Holy Week) are set on each product.',
      ),
    },
  },
  {
    category: 'help',
    es: {
      question: '¿Cuánto cuesta pedir ayuda?',
      answer: p(
        'Enviar un mensaje al equipo es gratis y te respondemos en un máximo de 12 horas.',
        'Una reunión por Google Meet, Zoom o WhatsApp cuesta $5 por cada 15 minutos. Un agente inmediato por chat cuesta $10 por cada 15 minutos.',
      ),
    },
    en: {
      question: 'How much does help cost?',
      answer: p(
        'Sending a message to the team is free and we answer within 12 hours.',
        'A meeting by Google Meet, Zoom or WhatsApp costs $5 per 15 minutes. An immediate agent by chat costs $10 per 15 minutes.',
      ),
    },
  },
  {
    category: 'help',
    es: {
      question: '¿Cómo pido ayuda mientras creo un producto?',
      answer:
        'En cada paso del asistente está el botón de ayuda: muestra consejos para ese paso y te deja escribirnos. Tu mensaje nos llega con el producto y el paso en el que estabas, así la respuesta va al grano.',
    },
    en: {
      question: 'How do I ask for help while creating a product?',
      answer:
        'Every wizard step has the help button: it shows tips for that step and lets you write to us. Your message reaches us with the product and the step you were on, so the answer goes straight to the point.',
    },
  },
  {
    category: 'qr',
    es: {
      question: '¿Para qué sirve mi código QR?',
      answer: p(
        'En Mi QR tienes un código QR y un código de promoción propios. Imprímelo (descarga el PDF en A4) y ponlo en tu recepción, tu menú o tu vehículo: los viajeros que lo escanean llegan a tus productos.',
        'El panel de control cuenta cuántas veces se escanea.',
      ),
    },
    en: {
      question: 'What is my QR code for?',
      answer: p(
        'In My QR you have your own QR code and promotion code. Print it (download the A4 PDF) and put it at your front desk, on your menu or in your vehicle: travelers who scan it land on your products.',
        'The control panel counts how many times it is scanned.',
      ),
    },
  },
  {
    category: 'qr',
    es: {
      question: '¿Gano algo por recomendar la plataforma?',
      answer:
        'Sí. Por cada reserva confirmada que llega con tu código de referido ganas un 5 %, que se paga cada vez que tu saldo alcanza $100.',
    },
    en: {
      question: 'Do I earn anything for referring the platform?',
      answer:
        'Yes. For each confirmed booking that comes with your referral code you earn 5 %, paid each time your balance reaches $100.',
    },
  },
  {
    category: 'account',
    es: {
      question: '¿Cómo cambio mi correo, contraseña o idioma?',
      answer:
        'Desde tu perfil: «Cuenta y seguridad» para el correo y la contraseña (si entraste con Google o Facebook, la contraseña se gestiona allí) e «Idioma y ubicación» para el idioma, el país y la ciudad.',
    },
    en: {
      question: 'How do I change my e-mail, password or language?',
      answer:
        'From your profile: "Account and security" for the e-mail and password (if you signed in with Google or Facebook, the password is managed there) and "Language and location" for the language, country and city.',
    },
  },
];
