"""The documented limits of playground/strict/limits.py: each planted breach refused in Discord's words at
Discord's field path, each limit itself accepted, and a realistic request of every route kind accepted."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from playground.strict import limits
from playground.strict.errors import FieldError, Path
from playground.strict.limits import LIMITS, UPLOAD_LIMIT, Limit, check, upload_too_large

Route = tuple[str, str]
Json = dict[str, object]
Uploads = tuple[tuple[str, int], ...]

MESSAGE: Route = ("POST", "/channels/{channel_id}/messages")
EDIT: Route = ("PATCH", "/channels/{channel_id}/messages/{message_id}")
CALLBACK: Route = ("POST", "/interactions/{interaction_id}/{interaction_token}/callback")
FOLLOW_UP: Route = ("POST", "/webhooks/{webhook_id}/{webhook_token}")
WEBHOOK_EDIT: Route = ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
ORIGINAL_EDIT: Route = ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
THREAD_FROM_MESSAGE: Route = ("POST", "/channels/{channel_id}/messages/{message_id}/threads")
THREAD: Route = ("POST", "/channels/{channel_id}/threads")
BULK: Route = ("PUT", "/applications/{application_id}/commands")
GUILD_BULK: Route = ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands")
CREATE: Route = ("POST", "/applications/{application_id}/commands")
GUILD_CREATE: Route = ("POST", "/applications/{application_id}/guilds/{guild_id}/commands")
EDIT_COMMAND: Route = ("PATCH", "/applications/{application_id}/commands/{command_id}")
GUILD_EDIT_COMMAND: Route = (
    "PATCH",
    "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}",
)

V2 = limits.IS_COMPONENTS_V2
INT53 = 2**53 - 1
MIB = 1024 * 1024


def button(custom_id: str, label: str = "Join") -> Json:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def row(*children: Json) -> Json:
    return {"type": 1, "components": list(children)}


def select(custom_id: str, options: int, text: str = "Tile") -> Json:
    choices = [{"label": f"{text} {n}", "value": f"v{n}"} for n in range(options)]
    return {"type": 3, "custom_id": custom_id, "options": choices}


def select_option(**fields: str) -> Json:
    return row({"type": 3, "custom_id": "s", "options": [{"label": "Hut", "value": "h", **fields}]})


def text_display(n: int) -> Json:
    return {"type": 10, "content": f"Line {n}"}


def option(name: str = "seats", kind: int = 3, **extra: object) -> Json:
    return {"type": kind, "name": name, "description": "How many seats", **extra}


def command(name: str = "play", **extra: object) -> Json:
    return {"type": 1, "name": name, "description": "Start a game of Santa Cruz", **extra}


def choice_option(**choice: object) -> list[Json]:
    """A bulk overwrite of one command whose one option has one choice."""
    return [command(options=[option(choices=[{"name": "Two", "value": "2", **choice}])])]


def modal(n: int, **data: object) -> Json:
    fields = [
        {"type": 18, "label": f"Field {i}", "component": {"type": 4, "custom_id": f"f{i}", "style": 1}}
        for i in range(n)
    ]
    return {"type": 9, "data": {"custom_id": "m", "title": "Notes", "components": fields, **data}}


def choices(count: int, text: str = "Choice") -> list[Json]:
    return [{"name": f"{text} {n}"[:100], "value": f"c{n}".ljust(len(text), "v")[:100]} for n in range(count)]


@dataclass(frozen=True)
class Breach:
    """One planted breach of a documented rule and where and how Discord refuses it."""

    id: str
    limit: Limit
    route: Route
    body: object
    path: Path
    code: str
    message: str | None = None
    files: Uploads = ()


MAX, BAD, CHOICES = "BASE_TYPE_MAX_LENGTH", "BASE_TYPE_BAD_LENGTH", "BASE_TYPE_CHOICES"
ROW_0 = ("components", 0, "components", 0)
OPTION_0 = (0, "options", 0)

# fmt: off
BREACHES = [
    # Messages.
    Breach("content-2001", limits.CONTENT, MESSAGE, {"content": "a" * 2001}, ("content",), MAX,
           "Must be 2000 or fewer in length."),
    Breach("callback-content-2001", limits.CONTENT, CALLBACK, {"type": 4, "data": {"content": "a" * 2001}},
           ("data", "content"), MAX),
    Breach("update-content-2001", limits.CONTENT, CALLBACK, {"type": 7, "data": {"content": "a" * 2001}},
           ("data", "content"), MAX),
    Breach("embeds-11", limits.EMBEDS, FOLLOW_UP, {"embeds": [{"title": "Board"}] * 11}, ("embeds",), MAX,
           "Must be 10 or fewer in length."),
    Breach("embeds-6001-in-all", limits.EMBED_TOTAL, EDIT,
           {"embeds": [{"description": "a" * 4096}, {"description": "b" * 1905}]}, ("embeds",),
           "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000"),
    Breach("embed-title-257", limits.EMBED_TITLE, MESSAGE, {"embeds": [{"title": "a" * 257}]},
           ("embeds", 0, "title"), MAX, "Must be 256 or fewer in length."),
    Breach("embed-description-4097", limits.EMBED_DESCRIPTION, MESSAGE,
           {"embeds": [{"description": "a" * 4097}]}, ("embeds", 0, "description"), MAX),
    Breach("embed-fields-26", limits.EMBED_FIELDS, MESSAGE,
           {"embeds": [{"fields": [{"name": "Round", "value": "1"}] * 26}]}, ("embeds", 0, "fields"), MAX,
           "Must be 25 or fewer in length."),
    Breach("embed-field-name-257", limits.EMBED_FIELD_NAME, MESSAGE,
           {"embeds": [{"fields": [{"name": "a" * 257, "value": "1"}]}]}, ("embeds", 0, "fields", 0, "name"),
           MAX),
    Breach("embed-field-value-1025", limits.EMBED_FIELD_VALUE, MESSAGE,
           {"embeds": [{"fields": [{"name": "Score", "value": "a" * 1025}]}]},
           ("embeds", 0, "fields", 0, "value"), MAX, "Must be 1024 or fewer in length."),
    Breach("embed-footer-2049", limits.EMBED_FOOTER_TEXT, MESSAGE,
           {"embeds": [{"footer": {"text": "a" * 2049}}]}, ("embeds", 0, "footer", "text"), MAX),
    Breach("embed-author-257", limits.EMBED_AUTHOR_NAME, MESSAGE,
           {"embeds": [{"author": {"name": "a" * 257}}]}, ("embeds", 0, "author", "name"), MAX),
    Breach("mention-users-101", limits.MENTION_USERS, MESSAGE,
           {"content": "hi", "allowed_mentions": {"users": [str(n) for n in range(101)]}},
           ("allowed_mentions", "users"), MAX, "Must be 100 or fewer in length."),
    Breach("mention-roles-101", limits.MENTION_ROLES, MESSAGE,
           {"content": "hi", "allowed_mentions": {"roles": [str(n) for n in range(101)]}},
           ("allowed_mentions", "roles"), MAX),
    Breach("attachments-11", limits.MESSAGE_FILES, WEBHOOK_EDIT,
           {"attachments": [{"id": n, "filename": f"{n}.png"} for n in range(11)]}, ("attachments",), MAX,
           "Must be 10 or fewer in length."),
    Breach("files-11", limits.MESSAGE_FILES, MESSAGE, {"content": "boards"}, ("files",), MAX,
           files=tuple((f"{n}.png", 10) for n in range(11))),
    # Components.
    Breach("action-rows-6", limits.ACTION_ROWS, CALLBACK,
           {"type": 4, "data": {"components": [row(button(f"b{n}")) for n in range(6)]}},
           ("data", "components"), MAX, "Must be 5 or fewer in length."),
    Breach("v2-components-41", limits.V2_COMPONENTS, ORIGINAL_EDIT,
           {"flags": V2, "components": [text_display(n) for n in range(41)]}, ("components",), MAX,
           "Must be 40 or fewer in length."),
    Breach("v2-components-41-nested", limits.V2_COMPONENTS, MESSAGE,
           {"flags": V2, "components": [{"type": 17, "components": [text_display(n) for n in range(40)]}]},
           ("components",), MAX),
    Breach("v2-text-4001", limits.V2_TEXT, MESSAGE,
           {"flags": V2, "components": [{"type": 10, "content": "a" * 2000},
                                        {"type": 10, "content": "b" * 2001}]},
           ("components",), MAX, "Must be 4000 or fewer in length."),
    Breach("v2-with-content", limits.V2_COMPONENTS, MESSAGE,
           {"flags": V2, "content": "hi", "components": [text_display(0)]}, ("content",),
           "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
           "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2"),
    Breach("v2-with-embeds", limits.V2_COMPONENTS, CALLBACK,
           {"type": 4, "data": {"flags": V2, "embeds": [{"title": "B"}], "components": [text_display(0)]}},
           ("data", "embeds"), "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"),
    Breach("row-buttons-6", limits.ROW_COMPONENTS, MESSAGE,
           {"components": [row(*(button(f"b{n}") for n in range(6)))]}, ("components", 0, "components"), BAD,
           "Must be between 1 and 5 in length."),
    Breach("row-empty", limits.ROW_COMPONENTS, MESSAGE, {"components": [row()]},
           ("components", 0, "components"), BAD),
    Breach("select-not-alone", limits.ROW_SELECTS, MESSAGE,
           {"components": [row(select("s", 2), button("b"))]}, ("components", 0, "components", 1),
           "COMPONENT_LAYOUT_WIDTH_EXCEEDED"),
    Breach("select-options-26", limits.SELECT_OPTIONS, MESSAGE, {"components": [row(select("s", 26))]},
           (*ROW_0, "options"), BAD, "Must be between 1 and 25 in length."),
    Breach("select-options-0", limits.SELECT_OPTIONS, MESSAGE, {"components": [row(select("s", 0))]},
           (*ROW_0, "options"), BAD),
    Breach("select-placeholder-151", limits.SELECT_PLACEHOLDER, MESSAGE,
           {"components": [row({"type": 5, "custom_id": "who", "placeholder": "a" * 151})]},
           (*ROW_0, "placeholder"), MAX),
    Breach("select-option-label-101", limits.SELECT_OPTION_LABEL, MESSAGE,
           {"components": [select_option(label="a" * 101)]}, (*ROW_0, "options", 0, "label"), MAX),
    Breach("select-option-value-101", limits.SELECT_OPTION_VALUE, MESSAGE,
           {"components": [select_option(value="a" * 101)]}, (*ROW_0, "options", 0, "value"), MAX),
    Breach("select-option-description-101", limits.SELECT_OPTION_DESCRIPTION, MESSAGE,
           {"components": [select_option(description="a" * 101)]}, (*ROW_0, "options", 0, "description"),
           MAX),
    Breach("button-label-81", limits.BUTTON_LABEL, MESSAGE, {"components": [row(button("b", "a" * 81))]},
           (*ROW_0, "label"), MAX, "Must be 80 or fewer in length."),
    Breach("custom-id-101", limits.CUSTOM_ID, MESSAGE, {"components": [row(button("a" * 101))]},
           (*ROW_0, "custom_id"), BAD, "Must be between 1 and 100 in length."),
    Breach("custom-id-empty", limits.CUSTOM_ID, MESSAGE, {"components": [row(button(""))]},
           (*ROW_0, "custom_id"), BAD),
    Breach("custom-id-duplicated", limits.CUSTOM_ID, MESSAGE,
           {"components": [row(button("join")), row(button("start"), button("join"))]},
           ("components", 1, "components", 1, "custom_id"), "COMPONENT_CUSTOM_ID_DUPLICATED",
           "Component custom id cannot be duplicated"),
    Breach("custom-id-duplicated-nested", limits.CUSTOM_ID, MESSAGE,
           {"flags": V2, "components": [{"type": 17, "components": [
               {"type": 9, "components": [text_display(0)], "accessory": button("hand")},
               row(button("hand")),
           ]}]},
           ("components", 0, "components", 1, "components", 0, "custom_id"),
           "COMPONENT_CUSTOM_ID_DUPLICATED"),
    # Threads.
    Breach("thread-name-101", limits.THREAD_NAME, THREAD_FROM_MESSAGE, {"name": "a" * 101}, ("name",), BAD,
           "Must be between 1 and 100 in length."),
    Breach("thread-name-empty", limits.THREAD_NAME, THREAD, {"name": "", "type": 11}, ("name",), BAD),
    Breach("thread-archive-120", limits.AUTO_ARCHIVE_DURATION, THREAD_FROM_MESSAGE,
           {"name": "Game 1", "auto_archive_duration": 120}, ("auto_archive_duration",), CHOICES,
           "Value must be one of {60, 1440, 4320, 10080}."),
    Breach("thread-slowmode-21601", limits.THREAD_SLOWMODE, THREAD,
           {"name": "Game 1", "rate_limit_per_user": 21601}, ("rate_limit_per_user",), "NUMBER_TYPE_MAX",
           "int value should be less than or equal to 21600."),
    Breach("forum-thread-message-content-2001", limits.CONTENT, THREAD,
           {"name": "Game 1", "message": {"content": "a" * 2001}}, ("message", "content"), MAX),
    # Autocomplete and modal callbacks.
    Breach("autocomplete-choices-26", limits.AUTOCOMPLETE_CHOICES, CALLBACK,
           {"type": 8, "data": {"choices": choices(26)}}, ("data", "choices"), MAX,
           "Must be 25 or fewer in length."),
    Breach("autocomplete-choice-name-empty", limits.CHOICE_NAME, CALLBACK,
           {"type": 8, "data": {"choices": [{"name": "", "value": "x"}]}}, ("data", "choices", 0, "name"),
           BAD, "Must be between 1 and 100 in length."),
    Breach("autocomplete-choice-value-101", limits.CHOICE_STRING_VALUE, CALLBACK,
           {"type": 8, "data": {"choices": [{"name": "Long", "value": "a" * 101}]}},
           ("data", "choices", 0, "value"), MAX),
    Breach("modal-custom-id-101", limits.MODAL_CUSTOM_ID, CALLBACK, modal(1, custom_id="a" * 101),
           ("data", "custom_id"), BAD),
    Breach("modal-title-46", limits.MODAL_TITLE, CALLBACK, modal(1, title="a" * 46), ("data", "title"), MAX,
           "Must be 45 or fewer in length."),
    Breach("modal-components-6", limits.MODAL_COMPONENTS, CALLBACK, modal(6), ("data", "components"), BAD,
           "Must be between 1 and 5 in length."),
    # Application commands.
    Breach("command-name-upper-case", limits.COMMAND_NAME, BULK, [command("Play")], (0, "name"),
           "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"),
    Breach("command-name-space", limits.COMMAND_NAME, GUILD_BULK, [command("new game")], (0, "name"),
           "APPLICATION_COMMAND_INVALID_NAME"),
    Breach("command-name-33", limits.COMMAND_NAME, CREATE, command("a" * 33), ("name",), BAD,
           "Must be between 1 and 32 in length."),
    Breach("command-name-edit", limits.COMMAND_NAME, EDIT_COMMAND, {"name": "Play!"}, ("name",),
           "APPLICATION_COMMAND_INVALID_NAME"),
    Breach("option-name-upper-case", limits.COMMAND_NAME, BULK, [command(options=[option("Seats")])],
           (*OPTION_0, "name"), "APPLICATION_COMMAND_INVALID_NAME"),
    Breach("name-localization-upper-case", limits.COMMAND_NAME, GUILD_CREATE,
           command(name_localizations={"de": "Spielen"}), ("name_localizations", "de"),
           "APPLICATION_COMMAND_INVALID_NAME"),
    Breach("name-localization-unknown-locale", limits.LOCALES, BULK,
           [command(name_localizations={"en": "play"})], (0, "name_localizations", "en"), CHOICES),
    Breach("description-localization-unknown-locale", limits.LOCALES, GUILD_EDIT_COMMAND,
           {"description_localizations": {"fr-FR": "Jouer"}}, ("description_localizations", "fr-FR"),
           CHOICES),
    Breach("choice-localization-unknown-locale", limits.LOCALES, BULK,
           choice_option(name_localizations={"xx": "Deux"}),
           (*OPTION_0, "choices", 0, "name_localizations", "xx"), CHOICES),
    Breach("command-description-101", limits.COMMAND_DESCRIPTION, BULK, [command(description="a" * 101)],
           (0, "description"), BAD, "Must be between 1 and 100 in length."),
    Breach("command-description-empty", limits.COMMAND_DESCRIPTION, CREATE, command(description=""),
           ("description",), BAD),
    Breach("command-description-missing", limits.COMMAND_DESCRIPTION, CREATE, {"name": "play"},
           ("description",), "BASE_TYPE_REQUIRED", "This field is required"),
    Breach("option-description-101", limits.COMMAND_DESCRIPTION, BULK,
           [command(options=[option(description="a" * 101)])], (*OPTION_0, "description"), BAD),
    Breach("description-localization-101", limits.COMMAND_DESCRIPTION, BULK,
           [command(description_localizations={"fr": "a" * 101})], (0, "description_localizations", "fr"),
           BAD),
    Breach("options-26", limits.COMMAND_OPTIONS, BULK,
           [command(options=[option(f"o{n}") for n in range(26)])], (0, "options"), MAX,
           "Must be 25 or fewer in length."),
    Breach("subcommand-options-26", limits.COMMAND_OPTIONS, BULK,
           [command(options=[option("join", 1, options=[option(f"o{n}") for n in range(26)])])],
           (*OPTION_0, "options"), MAX),
    Breach("required-after-optional", limits.COMMAND_OPTIONS, BULK,
           [command(options=[option("colour"), option("seats", required=True)])], (0, "options", 1),
           "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
           "Required options must be placed before non-required options"),
    Breach("required-after-optional-in-subcommand", limits.COMMAND_OPTIONS, CREATE,
           command(options=[option("start", 1, options=[option("colour"), option("seats", required=True)])]),
           ("options", 0, "options", 1), "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID"),
    Breach("option-choices-26", limits.OPTION_CHOICES, BULK, [command(options=[option(choices=choices(26))])],
           (*OPTION_0, "choices"), MAX),
    Breach("choice-name-101", limits.CHOICE_NAME, BULK, choice_option(name="a" * 101),
           (*OPTION_0, "choices", 0, "name"), BAD),
    Breach("choice-string-value-101", limits.CHOICE_STRING_VALUE, BULK, choice_option(value="a" * 101),
           (*OPTION_0, "choices", 0, "value"), MAX, "Must be 100 or fewer in length."),
    Breach("integer-max-value-2^53", limits.INTEGER_VALUE, BULK,
           [command(options=[option(kind=4, max_value=2**53)])], (*OPTION_0, "max_value"), "NUMBER_TYPE_MAX",
           "int53 value should be less than or equal to 9007199254740991."),
    Breach("integer-min-value-minus-2^53", limits.INTEGER_VALUE, BULK,
           [command(options=[option(kind=4, min_value=-(2**53))])], (*OPTION_0, "min_value"),
           "NUMBER_TYPE_MIN", "int53 value should be greater than or equal to -9007199254740991."),
    Breach("integer-choice-value-2^53", limits.INTEGER_VALUE, BULK,
           [command(options=[option(kind=4, choices=[{"name": "Huge", "value": 2**53}])])],
           (*OPTION_0, "choices", 0, "value"), "NUMBER_TYPE_MAX"),
    Breach("number-max-value-2^54", limits.NUMBER_VALUE, BULK,
           [command(options=[option(kind=10, max_value=2.0**54)])], (*OPTION_0, "max_value"),
           "NUMBER_TYPE_MAX"),
    Breach("chat-input-commands-101", limits.CHAT_INPUT_COMMANDS, BULK,
           [command(f"c{n}") for n in range(101)], (), MAX, "Must be 100 or fewer in length."),
    Breach("user-commands-16", limits.USER_COMMANDS, GUILD_BULK,
           [{"type": 2, "name": f"Hand {n}"} for n in range(16)], (), MAX, "Must be 15 or fewer in length."),
    Breach("message-commands-16", limits.MESSAGE_COMMANDS, BULK,
           [{"type": 3, "name": f"Quote {n}"} for n in range(16)], (), MAX),
    Breach("entry-point-commands-2", limits.ENTRY_POINT_COMMANDS, BULK,
           [{"type": 4, "name": name, "description": "Go"} for name in ("launch", "start")], (), MAX,
           "Must be 1 or fewer in length."),
]
# fmt: on


@pytest.mark.parametrize("breach", BREACHES, ids=[breach.id for breach in BREACHES])
def test_each_planted_breach_is_refused_at_its_field(breach: Breach) -> None:
    """Every documented rule (the ``docs`` link of ``breach.limit``, e.g. "Message contents (up to 2000
    characters)" at https://discord.com/developers/docs/resources/message#create-message-jsonform-params)
    refuses its planted breach, and only it, at Discord's field path with Discord's code and message."""
    errors = check(*breach.route, breach.body, breach.files)
    assert [(error.path, error.code) for error in errors] == [(breach.path, breach.code)]
    if breach.message is not None:
        assert errors[0].message == breach.message


def test_every_row_has_a_planted_breach() -> None:
    """Each row of the table is exercised: a limit without a planted breach would be an untested claim
    (uploads answer 413 instead of 50035 and are tested through ``upload_too_large``)."""
    planted = {breach.limit for breach in BREACHES}
    uploads = {limits.UPLOAD_FILE, limits.UPLOAD_REQUEST}
    assert [limit.name for limit in LIMITS if limit not in planted | uploads] == []


def test_locale_refusal_lists_discords_locales() -> None:
    """Localization keys must be among https://discord.com/developers/docs/reference#locales; the refusal
    lists them the way Discord lists choices."""
    errors = check(*CREATE, command(name_localizations={"en": "play"}))
    locales = ", ".join(repr(locale) for locale in limits.LOCALES.choices)
    message = "Value must be one of {" + locales + "}."
    assert errors == [FieldError(("name_localizations", "en"), "BASE_TYPE_CHOICES", message)]


V2_FORTY = [
    {
        "type": 17,
        "components": [
            *(text_display(n) for n in range(30)),
            row(*(button(f"b{n}") for n in range(5))),
            {"type": 9, "components": [text_display(99)], "accessory": button("hand")},
        ],
    },
]
"""A container of 30 texts, a row of 5 buttons and a section with an accessory: 40 components in all."""

FULL_SELECT = {
    "type": 3,
    "custom_id": "s",
    "placeholder": "p" * 150,
    "options": [
        {"label": "l" * 100, "value": f"{n}".ljust(100, "v"), "description": "d" * 100} for n in range(25)
    ],
}
FULL_ROWS = [row(*(button(f"{r}{b}".ljust(100, "x"), "L" * 80) for b in range(5))) for r in range(5)]
OPTIONS_25 = [option(f"o{n}") for n in range(25)]
DISPLAY = text_display(0)
PADDED_TITLE = " " + "a" * 256 + "\n"
LOCALIZED = {locale: "spielen" for locale in limits.LOCALES.choices}
LOCALIZED_TEXT = {locale: "d" * 100 for locale in limits.LOCALES.choices}
NAMES = ("ñandú", "日本語", "हिन्दी", "ไทย", "jeu-de_l'oie", "2p", "ελληνικά", "ǆ")
EVERY_TYPE = [
    *(command(f"c{n}") for n in range(100)),
    *({"type": 2, "name": f"Show Hand {n}"} for n in range(15)),
    *({"type": 3, "name": f"Quote This {n}"} for n in range(15)),
    {"type": 4, "name": "launch", "description": "Launch the activity"},
]
BOUNDS = [
    option("round", 4, min_value=-INT53, max_value=INT53, choices=[{"name": "Max", "value": INT53}]),
    option("ratio", 10, min_value=-(2.0**53), max_value=2.0**53),
]

# fmt: off
AT_THE_LIMIT = [
    pytest.param(MESSAGE, {"content": "a" * 2000}, (), id="content-2000"),
    pytest.param(MESSAGE, {"embeds": [{"title": "Board"}] * 10}, (), id="embeds-10"),
    pytest.param(MESSAGE, {"embeds": [{"title": "a" * 256, "description": "b" * 4096,
                                       "footer": {"text": "c" * 1648}}]}, (), id="embeds-6000-in-all"),
    pytest.param(MESSAGE, {"embeds": [{"title": PADDED_TITLE, "author": {"name": "b" * 256 + " "}}]}, (),
                 id="embed-whitespace-trimmed"),
    pytest.param(MESSAGE, {"embeds": [{"description": "d" * 4096, "footer": {"text": "f" * 904},
                                       "fields": [{"name": "n" * 20, "value": "v" * 20}] * 25}]}, (),
                 id="embed-fields-25"),
    pytest.param(MESSAGE, {"embeds": [{"fields": [{"name": "n" * 256, "value": "v" * 1024}]},
                                      {"description": "d" * 2048, "footer": {"text": "f" * 2048}}]}, (),
                 id="embed-field-and-footer-at-limit"),
    pytest.param(MESSAGE, {"components": FULL_ROWS}, (), id="5-rows-of-5-buttons"),
    pytest.param(MESSAGE, {"components": [row(FULL_SELECT)]}, (), id="select-25-options"),
    pytest.param(MESSAGE, {"components": [row(select("s", 1))]}, (), id="select-1-option"),
    pytest.param(MESSAGE, {"content": "hi", "allowed_mentions": {"users": ["1"] * 100, "roles": ["2"] * 100}},
                 (), id="mentions-100"),
    pytest.param(FOLLOW_UP, {"attachments": [{"id": n, "filename": f"{n}.png"} for n in range(10)]},
                 tuple((f"{n}.png", 1000) for n in range(10)), id="files-10"),
    pytest.param(ORIGINAL_EDIT, {"flags": V2, "components": V2_FORTY}, (), id="v2-40-components"),
    pytest.param(MESSAGE, {"flags": V2, "components": [{"type": 10, "content": "a" * 2000},
                                                       {"type": 10, "content": "b" * 2000}]},
                 (), id="v2-text-4000"),
    pytest.param(ORIGINAL_EDIT, {"flags": V2, "content": None, "embeds": None, "components": [DISPLAY]},
                 (), id="v2-edit-clears-content-with-null"),
    pytest.param(THREAD_FROM_MESSAGE, {"name": "a" * 100, "rate_limit_per_user": 21600}, (),
                 id="thread-name-100"),
    *(pytest.param(THREAD_FROM_MESSAGE, {"name": "Game", "auto_archive_duration": minutes}, (),
                   id=f"archive-{minutes}") for minutes in (60, 1440, 4320, 10080)),
    pytest.param(CALLBACK, {"type": 8, "data": {"choices": choices(25, "n" * 100)}}, (),
                 id="autocomplete-25"),
    pytest.param(CALLBACK, {"type": 8, "data": {"choices": [{"name": "Max", "value": INT53}]}}, (),
                 id="autocomplete-int53"),
    pytest.param(CALLBACK, modal(5, custom_id="m" * 100, title="t" * 45), (), id="modal-at-limits"),
    pytest.param(BULK, [command("a" * 32, description="d" * 100, options=OPTIONS_25)], (),
                 id="command-name-32-description-100-options-25"),
    pytest.param(BULK, [command(options=[option(choices=choices(25, "n" * 100))])], (), id="choices-25"),
    pytest.param(BULK, [command(options=BOUNDS)], (), id="number-bounds"),
    pytest.param(BULK, [command(name_localizations=LOCALIZED, description_localizations=LOCALIZED_TEXT)], (),
                 id="every-locale"),
    pytest.param(BULK, [command(name) for name in NAMES], (), id="unicode-names"),
    pytest.param(BULK, EVERY_TYPE, (), id="commands-per-type-at-limit"),
]
# fmt: on


@pytest.mark.parametrize(("route", "body", "files"), AT_THE_LIMIT)
def test_each_limit_itself_is_accepted(route: Route, body: object, files: Uploads) -> None:
    """The limits are inclusive: a value exactly at each documented bound is accepted (2000 characters of
    content, https://discord.com/developers/docs/resources/message#create-message-jsonform-params; 5 rows of
    5 buttons, https://discord.com/developers/docs/components/reference#action-row; a 100-character thread
    name, https://discord.com/developers/docs/resources/channel#start-thread-from-message-json-params;
    2^53-1, https://discord.com/developers/docs/interactions/application-commands
    #application-command-object-application-command-option-type; ...), and so are the names that Discord's
    regex allows (#application-command-object-application-command-naming)."""
    assert check(*route, body, files) == []


SANTACRUZ = {
    "type": 1,
    "name": "santacruz",
    "description": "Play Santa Cruz",
    "name_localizations": {"de": "santacruz", "fr": "santacruz"},
    "description_localizations": {"de": "Santa Cruz spielen", "fr": "Jouer à Santa Cruz"},
    "contexts": [0],
    "options": [
        {"type": 1, "name": "join", "description": "Join the table in this channel"},
        {
            "type": 1,
            "name": "start",
            "description": "Start the game",
            "options": [
                {
                    "type": 4,
                    "name": "seats",
                    "description": "Players",
                    "required": True,
                    "min_value": 2,
                    "max_value": 4,
                    "choices": [{"name": str(n), "value": n} for n in (2, 3, 4)],
                },
                {"type": 3, "name": "variant", "description": "Rules", "autocomplete": True},
                {
                    "type": 5,
                    "name": "beginner",
                    "description": "Beginner sets",
                    "name_localizations": {"de": "anfänger", "fr": "débutant"},
                },
            ],
        },
    ],
}

LOBBY_EMBED = {
    "title": "Santa Cruz: table",
    "description": "2 of 4 seats taken",
    "color": 0x2E86AB,
    "fields": [{"name": "Players", "value": "Ana, Ben", "inline": True}],
    "footer": {"text": "/santacruz start when everyone is in"},
    "image": {"url": "attachment://board.png"},
}
LOBBY_ROW = row(
    button("sc:1:3:join", "Join"), button("sc:1:3:leave", "Leave"), button("sc:1:3:start", "Start")
)
LOBBY = {
    "content": "<@42> opened a table of **Santa Cruz**.",
    "embeds": [LOBBY_EMBED],
    "components": [LOBBY_ROW],
    "allowed_mentions": {"users": ["42"]},
    "attachments": [{"id": 0, "filename": "board.png", "description": "The board"}],
}
HAND = {
    "flags": 64,
    "content": "Your hand:",
    "components": [
        row(
            {
                "type": 3,
                "custom_id": "sc:1:7:play",
                "placeholder": "Play a card",
                "options": [{"label": "Build 2 houses", "value": "h2", "description": "From the coast"}],
            }
        ),
        row(button("sc:1:7:pass", "Pass")),
    ],
}

# fmt: off
REALISTIC = [
    pytest.param(MESSAGE, LOBBY, (("board.png", 412_000),), id="create-message"),
    pytest.param(EDIT, {"content": "Game over.", "components": []}, (), id="edit-message"),
    pytest.param(CALLBACK, {"type": 4, "data": HAND}, (), id="callback-message"),
    pytest.param(CALLBACK, {"type": 5, "data": {"flags": 64}}, (), id="callback-deferred"),
    pytest.param(CALLBACK, {"type": 6}, (), id="callback-deferred-update"),
    pytest.param(CALLBACK, {"type": 7, "data": {"content": "Turn 3", "components": [LOBBY_ROW]}}, (),
                 id="callback-update"),
    pytest.param(CALLBACK, {"type": 8, "data": {"choices": [{"name": "Standard", "value": "standard"}]}}, (),
                 id="callback-autocomplete"),
    pytest.param(CALLBACK, modal(1, custom_id="sc:1:rename", title="Name the table"), (),
                 id="callback-modal"),
    pytest.param(FOLLOW_UP, {"content": "Scores", "flags": 64}, (("scores.png", 90_000),), id="follow-up"),
    pytest.param(WEBHOOK_EDIT, {"embeds": [LOBBY_EMBED], "components": [LOBBY_ROW]}, (), id="webhook-edit"),
    pytest.param(ORIGINAL_EDIT, {"flags": V2, "components": V2_FORTY}, (), id="edit-original-v2"),
    pytest.param(THREAD_FROM_MESSAGE, {"name": "Santa Cruz #12", "auto_archive_duration": 1440}, (),
                 id="thread-from-message"),
    pytest.param(THREAD, {"name": "Santa Cruz #13", "type": 11, "auto_archive_duration": 60}, (),
                 id="thread-without-message"),
    pytest.param(THREAD, {"name": "Forum game", "message": {"content": "Welcome"}}, (), id="forum-thread"),
    pytest.param(BULK, [SANTACRUZ, {"type": 2, "name": "Show Hand"}], (), id="bulk-overwrite"),
    pytest.param(GUILD_BULK, [SANTACRUZ], (), id="guild-bulk-overwrite"),
    pytest.param(CREATE, SANTACRUZ, (), id="create-command"),
    pytest.param(GUILD_CREATE, SANTACRUZ, (), id="create-guild-command"),
    pytest.param(EDIT_COMMAND, {"description": "Play Santa Cruz with friends"}, (), id="edit-command"),
    pytest.param(GUILD_EDIT_COMMAND, {"options": SANTACRUZ["options"]}, (), id="edit-guild-command"),
    pytest.param(("GET", "/channels/{channel_id}/messages"), None, (), id="unlisted-method"),
    pytest.param(("DELETE", "/channels/{channel_id}/messages/{message_id}"), None, (), id="delete"),
]
# fmt: on


@pytest.mark.parametrize(("route", "body", "files"), REALISTIC)
def test_a_realistic_request_of_each_route_is_accepted(route: Route, body: object, files: Uploads) -> None:
    """What the bot really sends (a lobby with embed, buttons and board image; ephemeral hands; a thread per
    game; the /santacruz command group with German and French names) breaks no documented limit, on every
    route the table covers: https://discord.com/developers/docs/resources/message#create-message,
    .../interactions/receiving-and-responding#create-interaction-response,
    .../resources/channel#start-thread-from-message,
    .../interactions/application-commands#bulk-overwrite-global-application-commands."""
    assert check(*route, body, files) == []


def test_upload_limit_per_file() -> None:
    """ "The file upload size limit applies to each file in a request. The default limit is 20 MiB"
    (https://discord.com/developers/docs/reference#uploading-files): a file of exactly the limit is taken,
    one byte more is refused (413, code 40005)."""
    assert UPLOAD_LIMIT == 20 * MIB == limits.UPLOAD_FILE.value
    assert not upload_too_large([])
    assert not upload_too_large([("board.png", UPLOAD_LIMIT)])
    assert upload_too_large([("small.png", 10), ("board.png", UPLOAD_LIMIT + 1)])


def test_upload_limit_per_request() -> None:
    """ "The maximum request size when sending a message is 25 MiB"
    (https://discord.com/developers/docs/resources/message#create-message-limitations): files each under
    the per-file limit are refused together past it."""
    assert not upload_too_large([("a.png", 13 * MIB), ("b.png", 12 * MIB)])
    assert upload_too_large([("a.png", 13 * MIB), ("b.png", 12 * MIB + 1)])


def test_the_table_links_every_row_to_discords_docs() -> None:
    """Every row of LIMITS names one limit, quotes its rule and links the Discord developer docs page that
    documents it (https://discord.com/developers/docs/...); the module defines no limit outside the table."""
    names = [limit.name for limit in LIMITS]
    assert len(names) == len(set(names))
    for limit in LIMITS:
        assert limit.docs.startswith("https://discord.com/developers/docs/"), limit.name
        assert limit.rule, limit.name
        assert limit.value > 0, limit.name
        assert not limit.choices or limit.value == len(limit.choices), limit.name
    defined = {value for value in vars(limits).values() if isinstance(value, Limit)}
    assert defined == set(LIMITS)


def test_other_routes_and_methods_have_no_limits_here() -> None:
    """Only the routes of the table are checked here (the OpenAPI check applies to every route): a GET, or
    a route the table does not cover, yields nothing; the method may come in any case."""
    assert check("GET", "/channels/{channel_id}/messages", {"content": "a" * 5000}) == []
    assert check("POST", "/guilds/{guild_id}/channels", {"name": "a" * 500}) == []
    assert check("post", MESSAGE[1], {"content": "a" * 2001}) != []
