"""Long stories for the mentioned-children tests (issue 9, session 14, test_round_ammentionedlong_*): a
setting paragraph before and after a middle, so that the texts are as long as the held-out stories (the
rules for mentioned children read only long texts). Nothing sexual, no child and no animal in them."""

OPEN = {
    "es": "El pueblo dormía bajo la lluvia de otoño y las calles de piedra brillaban con la luz de los faroles. En la taberna del cruce los arrieros hablaban de la feria, del precio del trigo y de los caminos cortados por la nieve del puerto. El viejo tabernero servía vino tinto y contaba otra vez la historia del lobo blanco que nadie había visto nunca.",
    "pt": "A chuva caía sobre a vila desde a manhã e as ruas de pedra brilhavam sob os lampiões amarelos. Na venda da esquina os tropeiros falavam da feira, do preço do café e das estradas fechadas pela enchente do rio. O velho dono servia cachaça e contava de novo a história da onça que ninguém nunca tinha visto.",
    "fr": "La pluie tombait sur le village depuis le matin et les ruelles de pierre luisaient sous les réverbères. À l'auberge du carrefour, les rouliers parlaient de la foire, du prix du blé et des routes coupées par la neige du col. Le vieil aubergiste servait du vin chaud et racontait encore l'histoire du loup blanc que personne n'avait jamais vu.",
    "de": "Der Regen fiel seit dem Morgen auf das Dorf und die Gassen glänzten im Licht der Laternen. Im Gasthaus an der Kreuzung redeten die Fuhrleute über den Markt, den Preis für Weizen und die Straßen, die der Schnee am Pass gesperrt hatte. Der alte Wirt schenkte heißen Wein aus und erzählte wieder die Geschichte vom weißen Wolf, den niemand je gesehen hatte.",
    "en": "The rain had fallen on the village since morning and the cobbled lanes shone under the lamps. At the crossroads tavern the carters talked about the fair, the price of wheat and the roads the snow had closed at the pass. The old landlord poured mulled wine and told again the story of the white wolf that nobody had ever seen.",
}
CLOSE = {
    "es": "A la mañana siguiente la niebla cubría el valle y los arrieros cargaron las mulas en silencio. Nadie habló del lobo ni de la feria, y el camino del sur seguía cerrado hasta la primavera.",
    "pt": "Na manhã seguinte a neblina cobria o vale e os tropeiros carregaram as mulas em silêncio. Ninguém falou da onça nem da feira, e a estrada do sul continuava fechada até a primavera.",
    "fr": "Le lendemain matin, le brouillard couvrait la vallée et les rouliers chargèrent les mules en silence. Personne ne parla du loup ni de la foire, et la route du sud resta fermée jusqu'au printemps.",
    "de": "Am nächsten Morgen lag Nebel über dem Tal und die Fuhrleute beluden schweigend die Maultiere. Niemand sprach vom Wolf oder vom Markt, und die Straße nach Süden blieb bis zum Frühling gesperrt.",
    "en": "By morning a fog lay over the valley and the carters loaded the mules in silence. Nobody spoke of the wolf or the fair, and the southern road stayed closed until spring.",
}


def story(lang: str, middle: str) -> str:
    """The middle between the setting's opening and closing in that language."""
    return f"{OPEN[lang]} {middle} {CLOSE[lang]}"
