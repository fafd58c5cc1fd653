"""Discord's documented request limits that its OpenAPI description does not encode, as one table.

The OpenAPI schema catches shapes and types; the developer docs add counts, lengths, name rules and choices
that Discord enforces all the same. Each row of :data:`LIMITS` is one of them with the docs page that says
so, and :func:`check` refuses a request body that breaks one, in Discord's own 50035 codes and messages.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from playground.strict.errors import FieldError, Path

Files = Sequence[tuple[str, int]]
"""The uploaded files of a multipart request: (filename, size in bytes)."""


@dataclass(frozen=True, slots=True)
class Limit:
    """One documented limit: what it bounds, its number and the docs page (with anchor) that says so.

    ``minimum`` is the lower bound where the docs give a range ("1-100 characters"). A choice limit lists
    its allowed values in ``choices`` and counts them in ``value``. ``rule`` quotes the docs.
    """

    name: str
    value: int | float
    docs: str
    rule: str = ""
    minimum: int | float | None = None
    choices: tuple[int | str, ...] = ()


_DOCS = "https://discord.com/developers/docs"
_MESSAGE = f"{_DOCS}/resources/message"
_CREATE_MESSAGE = f"{_MESSAGE}#create-message-jsonform-params"
_EMBED_LIMITS = f"{_MESSAGE}#embed-object-embed-limits"
_MENTIONS = f"{_MESSAGE}#allowed-mentions-object"
_UPLOADING = f"{_DOCS}/reference#uploading-files"
_COMPONENTS = f"{_DOCS}/components/reference"
_SELECT_MENU = f"{_COMPONENTS}#string-select-string-select-structure"
_SELECT_OPTION = f"{_COMPONENTS}#string-select-select-option-structure"
_START_THREAD = f"{_DOCS}/resources/channel#start-thread-from-message-json-params"
_RESPONSE = f"{_DOCS}/interactions/receiving-and-responding#interaction-response-object"
_COMMAND = f"{_DOCS}/interactions/application-commands#application-command-object"
_OPTION_STRUCTURE = f"{_COMMAND}-application-command-option-structure"
_REGISTERING = f"{_DOCS}/interactions/application-commands#registering-a-command"
_MIB = 1024 * 1024
_INT53 = 2**53 - 1

# The table, one row per documented limit (laid out by hand: ruff format would put each field on a line).
# fmt: off

# Messages: create, edit, webhook follow-ups and edits, interaction callbacks of types 4 and 7.
CONTENT = Limit("message content characters", 2000, _CREATE_MESSAGE,
                "Message contents (up to 2000 characters)")
EMBEDS = Limit("embeds per message", 10, _CREATE_MESSAGE,
               "Up to 10 `rich` embeds (up to 6000 characters)")
EMBED_TOTAL = Limit("embed characters in all", 6000, _EMBED_LIMITS,
                    "the combined sum of characters in all title, description, field.name, field.value, "
                    "footer.text, and author.name fields across all embeds must not exceed 6000 characters")
EMBED_TITLE = Limit("embed title characters", 256, _EMBED_LIMITS,
                    "title: 256 characters (leading and trailing whitespace trimmed, in every embed limit)")
EMBED_DESCRIPTION = Limit("embed description characters", 4096, _EMBED_LIMITS, "description: 4096 characters")
EMBED_FIELDS = Limit("fields per embed", 25, _EMBED_LIMITS, "fields: Up to 25 field objects")
EMBED_FIELD_NAME = Limit("embed field name characters", 256, _EMBED_LIMITS, "field.name: 256 characters")
EMBED_FIELD_VALUE = Limit("embed field value characters", 1024, _EMBED_LIMITS, "field.value: 1024 characters")
EMBED_FOOTER_TEXT = Limit("embed footer text characters", 2048, _EMBED_LIMITS, "footer.text: 2048 characters")
EMBED_AUTHOR_NAME = Limit("embed author name characters", 256, _EMBED_LIMITS, "author.name: 256 characters")
MENTION_USERS = Limit("allowed mention users", 100, _MENTIONS, "Array of user ids to mention, max 100")
MENTION_ROLES = Limit("allowed mention roles", 100, _MENTIONS, "Array of role ids to mention, max 100")
MESSAGE_FILES = Limit("files per message", 10, _UPLOADING,
                      "at most 10 files[n] and attachments: Discord's behaviour, the page does not state it")
UPLOAD_FILE = Limit("upload bytes per file", 20 * _MIB, _UPLOADING,
                    "The file upload size limit applies to each file in a request. The default limit is "
                    "20 MiB")
UPLOAD_REQUEST = Limit("message request bytes", 25 * _MIB, f"{_MESSAGE}#create-message-limitations",
                       "The maximum request size when sending a message is 25 MiB")

# Message components (and, for custom ids, modal components).
ACTION_ROWS = Limit("top-level action rows (legacy)", 5, f"{_COMPONENTS}#legacy-message-component-behavior",
                    "Legacy messages allow up to 5 action rows as top-level components")
V2_COMPONENTS = Limit("components in all (IS_COMPONENTS_V2)", 40, _COMPONENTS,
                      "Messages allow up to 40 total components; content and embeds no longer work")
V2_TEXT = Limit("text display characters in all (IS_COMPONENTS_V2)", 4000, _COMPONENTS,
                "The total length of all Text Display content in a message is limited to 4000 characters")
ROW_COMPONENTS = Limit("components per action row", 5, f"{_COMPONENTS}#action-row",
                       "Up to 5 contextually grouped buttons", minimum=1)
ROW_SELECTS = Limit("components in a row holding a select", 1, f"{_COMPONENTS}#action-row",
                    "A single select component")
SELECT_OPTIONS = Limit("string select options", 25, _SELECT_MENU,
                       "Specified choices in a select menu; max 25", minimum=1)
SELECT_PLACEHOLDER = Limit("select placeholder characters", 150, _SELECT_MENU,
                           "Placeholder text if nothing is selected or default; max 150 characters")
SELECT_OPTION_LABEL = Limit("select option label characters", 100, _SELECT_OPTION,
                            "User-facing name of the option; max 100 characters")
SELECT_OPTION_VALUE = Limit("select option value characters", 100, _SELECT_OPTION,
                            "Dev-defined value of the option; max 100 characters")
SELECT_OPTION_DESCRIPTION = Limit("select option description characters", 100, _SELECT_OPTION,
                                  "Additional description of the option; max 100 characters")
BUTTON_LABEL = Limit("button label characters", 80, f"{_COMPONENTS}#button-button-structure",
                     "Text that appears on the button; max 80 characters")
CUSTOM_ID = Limit("custom id characters", 100, f"{_COMPONENTS}#anatomy-of-a-component-custom-id",
                  "a string of 1 to 100 characters; multiple components on the same message must not share "
                  "the same custom_id", minimum=1)

# Threads.
THREAD_NAME = Limit("thread name characters", 100, _START_THREAD, "1-100 character channel name", minimum=1)
AUTO_ARCHIVE_DURATION = Limit("thread auto archive durations", 4, _START_THREAD,
                              "can be set to: 60, 1440, 4320, 10080", choices=(60, 1440, 4320, 10080))
THREAD_SLOWMODE = Limit("thread rate limit per user seconds", 21600, _START_THREAD,
                        "amount of seconds a user has to wait before sending another message (0-21600)",
                        minimum=0)

# Interaction callbacks other than messages.
AUTOCOMPLETE_CHOICES = Limit("autocomplete choices", 25, f"{_RESPONSE}-autocomplete",
                             "autocomplete choices (max of 25 choices)")
MODAL_CUSTOM_ID = Limit("modal custom id characters", 100, f"{_RESPONSE}-modal",
                        "Developer-defined identifier for the modal, 1-100 characters", minimum=1)
MODAL_TITLE = Limit("modal title characters", 45, f"{_RESPONSE}-modal",
                    "Title of the popup modal, max 45 characters")
MODAL_COMPONENTS = Limit("modal components", 5, f"{_RESPONSE}-modal",
                         "Between 1 and 5 (inclusive) components that make up the modal", minimum=1)

# Application commands.
COMMAND_NAME = Limit("command and option name characters", 32, f"{_COMMAND}-application-command-naming",
                     "CHAT_INPUT names must match ^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$; if "
                     "there is a lowercase variant of any letters used, you must use those", minimum=1)
COMMAND_DESCRIPTION = Limit("command and option description characters", 100,
                            f"{_COMMAND}-application-command-structure",
                            "Description for CHAT_INPUT commands, 1-100 characters", minimum=1)
COMMAND_OPTIONS = Limit("options per command or subcommand", 25, _OPTION_STRUCTURE,
                        "Parameters for the command, max of 25 (nested: up to 25); required options must be "
                        "listed before optional options")
OPTION_CHOICES = Limit("choices per option", 25, _OPTION_STRUCTURE,
                       "Choices for the user to pick from, max 25")
CHOICE_NAME = Limit("choice name characters", 100, f"{_COMMAND}-application-command-option-choice-structure",
                    "1-100 character choice name", minimum=1)
CHOICE_STRING_VALUE = Limit("choice string value characters", 100,
                            f"{_COMMAND}-application-command-option-choice-structure",
                            "Value for the choice, up to 100 characters if string")
INTEGER_VALUE = Limit("integer option values", _INT53, f"{_COMMAND}-application-command-option-type",
                      "INTEGER: Any integer between -2^53+1 and 2^53-1", minimum=-_INT53)
NUMBER_VALUE = Limit("number option values", 2**53, f"{_COMMAND}-application-command-option-type",
                     "NUMBER: Any double between -2^53 and 2^53", minimum=-(2**53))
LOCALES = Limit("localization locales", 32, f"{_DOCS}/reference#locales",
                "name_localizations and description_localizations: dictionary with keys in available locales",
                choices=("id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu",
                         "nl", "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru",
                         "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko"))
CHAT_INPUT_COMMANDS = Limit("CHAT_INPUT commands per scope", 100, _REGISTERING,
                            "100 global CHAT_INPUT commands (as many per guild)")
USER_COMMANDS = Limit("USER commands per scope", 15, _REGISTERING, "15 global USER commands")
MESSAGE_COMMANDS = Limit("MESSAGE commands per scope", 15, _REGISTERING, "15 global MESSAGE commands")
ENTRY_POINT_COMMANDS = Limit("PRIMARY_ENTRY_POINT commands per scope", 1, _REGISTERING,
                             "1 global PRIMARY_ENTRY_POINT command")

LIMITS: tuple[Limit, ...] = (
    CONTENT, EMBEDS, EMBED_TOTAL, EMBED_TITLE, EMBED_DESCRIPTION, EMBED_FIELDS, EMBED_FIELD_NAME,
    EMBED_FIELD_VALUE, EMBED_FOOTER_TEXT, EMBED_AUTHOR_NAME, MENTION_USERS, MENTION_ROLES, MESSAGE_FILES,
    UPLOAD_FILE, UPLOAD_REQUEST, ACTION_ROWS, V2_COMPONENTS, V2_TEXT, ROW_COMPONENTS, ROW_SELECTS,
    SELECT_OPTIONS, SELECT_PLACEHOLDER, SELECT_OPTION_LABEL, SELECT_OPTION_VALUE, SELECT_OPTION_DESCRIPTION,
    BUTTON_LABEL,
    CUSTOM_ID, THREAD_NAME, AUTO_ARCHIVE_DURATION, THREAD_SLOWMODE, AUTOCOMPLETE_CHOICES, MODAL_CUSTOM_ID,
    MODAL_TITLE, MODAL_COMPONENTS, COMMAND_NAME, COMMAND_DESCRIPTION, COMMAND_OPTIONS, OPTION_CHOICES,
    CHOICE_NAME, CHOICE_STRING_VALUE, INTEGER_VALUE, NUMBER_VALUE, LOCALES, CHAT_INPUT_COMMANDS,
    USER_COMMANDS, MESSAGE_COMMANDS, ENTRY_POINT_COMMANDS,
)
"""Every documented limit :func:`check` and :func:`upload_too_large` enforce, each with its docs link."""
# fmt: on

UPLOAD_LIMIT = int(UPLOAD_FILE.value)
"""The default upload limit of one file, in bytes (Discord answers more with 413, code 40005)."""

IS_COMPONENTS_V2 = 1 << 15
"""The message flag of the new components (resources/message#message-object-message-flags)."""

_LEGACY_FIELDS = ("content", "embeds", "sticker_ids", "poll", "shared_client_theme")
"""Fields a message with IS_COMPONENTS_V2 may not carry (resources/message#create-message-jsonform-params)."""

_ACTION_ROW, _BUTTON, _STRING_SELECT, _TEXT_DISPLAY = 1, 2, 3, 10
_SELECTS = frozenset({3, 5, 6, 7, 8})
"""Component types: action row, button, the five selects (components/reference#component-object)."""

_CHAT_INPUT = 1
"""The default command type (interactions/application-commands#...-application-command-types)."""
_SUB_COMMAND, _SUB_COMMAND_GROUP, _INTEGER, _NUMBER = 1, 2, 4, 10
"""Option types (interactions/application-commands#...-application-command-option-type)."""
_COMMANDS_PER_TYPE = {1: CHAT_INPUT_COMMANDS, 2: USER_COMMANDS, 3: MESSAGE_COMMANDS, 4: ENTRY_POINT_COMMANDS}

_NAME_PUNCTUATION = frozenset("-_'")
_DEVANAGARI = ((0x0900, 0x0950), (0x0955, 0x0963), (0x0966, 0x097F), (0xA8E0, 0xA8FF), (0x11B00, 0x11B09))
_THAI = ((0x0E01, 0x0E3A), (0x0E40, 0x0E5B))
_NAME_SCRIPTS = _DEVANAGARI + _THAI
"""The code points of \\p{sc=Deva} and \\p{sc=Thai}, from Unicode's Scripts.txt."""


# Reading JSON without trusting its shape.


def _fields(value: object) -> Mapping[str, object]:
    return value if isinstance(value, Mapping) else {}


def _items(value: object) -> list[object]:
    return value if isinstance(value, list) else []


# Discord's words for a broken limit.


def _sized(limit: Limit, size: int, path: Path) -> Iterator[FieldError]:
    """A length or count out of bounds, as "Must be N or fewer" or "Must be between M and N"."""
    low = limit.minimum
    if low is not None and low > 0:
        if not low <= size <= limit.value:
            message = f"Must be between {low} and {limit.value} in length."
            yield FieldError(path, "BASE_TYPE_BAD_LENGTH", message)
    elif size > limit.value:
        yield FieldError(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit.value} or fewer in length.")


def _chars(limit: Limit, value: object, path: Path, *, trimmed: bool = False) -> Iterator[FieldError]:
    """The length of a string (code points; embed texts without the whitespace Discord trims)."""
    if isinstance(value, str):
        yield from _sized(limit, len(value.strip() if trimmed else value), path)


def _count(limit: Limit, value: object, path: Path) -> Iterator[FieldError]:
    """The length of a list."""
    if isinstance(value, list):
        yield from _sized(limit, len(value), path)


def _number(limit: Limit, value: object, path: Path, kind: str) -> Iterator[FieldError]:
    """A number out of range, as "<kind> value should be less than or equal to N."."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return
    if value > limit.value:
        message = f"{kind} value should be less than or equal to {limit.value}."
        yield FieldError(path, "NUMBER_TYPE_MAX", message)
    elif limit.minimum is not None and value < limit.minimum:
        yield FieldError(
            path, "NUMBER_TYPE_MIN", f"{kind} value should be greater than or equal to {limit.minimum}."
        )


def _choice(limit: Limit, value: object, path: Path) -> Iterator[FieldError]:
    """A value not among the limit's choices, as "Value must be one of {a, b}."."""
    if isinstance(value, bool) or value not in limit.choices:
        shown = ", ".join(repr(choice) for choice in limit.choices)
        yield FieldError(path, "BASE_TYPE_CHOICES", f"Value must be one of {{{shown}}}.")


# Messages.


def _message(value: object, at: Path) -> Iterator[FieldError]:
    """A message payload (create or partial edit) whose fields sit under ``at``."""
    message = _fields(value)
    yield from _chars(CONTENT, message.get("content"), (*at, "content"))
    yield from _embeds(message.get("embeds"), (*at, "embeds"))
    yield from _message_components(message, at)
    mentions = _fields(message.get("allowed_mentions"))
    yield from _count(MENTION_USERS, mentions.get("users"), (*at, "allowed_mentions", "users"))
    yield from _count(MENTION_ROLES, mentions.get("roles"), (*at, "allowed_mentions", "roles"))
    yield from _count(MESSAGE_FILES, message.get("attachments"), (*at, "attachments"))


def _uploads(files: Files) -> Iterator[FieldError]:
    yield from _sized(MESSAGE_FILES, len(files), ("files",))


def _embeds(value: object, path: Path) -> Iterator[FieldError]:
    yield from _count(EMBEDS, value, path)
    total = 0
    for index, item in enumerate(_items(value)):
        embed, at = _fields(item), (*path, index)
        fields = embed.get("fields")
        yield from _count(EMBED_FIELDS, fields, (*at, "fields"))
        texts = [
            (EMBED_TITLE, embed.get("title"), (*at, "title")),
            (EMBED_DESCRIPTION, embed.get("description"), (*at, "description")),
            (EMBED_FOOTER_TEXT, _fields(embed.get("footer")).get("text"), (*at, "footer", "text")),
            (EMBED_AUTHOR_NAME, _fields(embed.get("author")).get("name"), (*at, "author", "name")),
        ]
        for number, field in enumerate(_items(fields)):
            entry = _fields(field)
            texts.append((EMBED_FIELD_NAME, entry.get("name"), (*at, "fields", number, "name")))
            texts.append((EMBED_FIELD_VALUE, entry.get("value"), (*at, "fields", number, "value")))
        for limit, text, where in texts:
            yield from _chars(limit, text, where, trimmed=True)
            total += len(text.strip()) if isinstance(text, str) else 0
    if total > EMBED_TOTAL.value:
        message = f"Embed size exceeds maximum size of {EMBED_TOTAL.value}"
        yield FieldError(path, "MAX_EMBED_SIZE_EXCEEDED", message)


def _message_components(message: Mapping[str, object], at: Path) -> Iterator[FieldError]:
    components, path = message.get("components"), (*at, "components")
    flags = message.get("flags")
    if isinstance(flags, int) and not isinstance(flags, bool) and flags & IS_COMPONENTS_V2:
        for name in _LEGACY_FIELDS:
            if message.get(name) is not None:
                yield FieldError(
                    (*at, name),
                    "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                    f"The '{name}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
                )
        if isinstance(components, list):
            yield from _sized(V2_COMPONENTS, sum(1 for _ in _walk(components, path)), path)
            texts = [c.get("content") for c, _at in _walk(components, path) if c.get("type") == _TEXT_DISPLAY]
            yield from _sized(V2_TEXT, sum(len(t) for t in texts if isinstance(t, str)), path)
    else:
        yield from _count(ACTION_ROWS, components, path)
    yield from _component_tree(components, path)


# Components, in messages and modals.


def _walk(value: object, path: Path) -> Iterator[tuple[Mapping[str, object], Path]]:
    """Every component of a list and of its children (``components``, ``component``, ``accessory``)."""
    for index, item in enumerate(_items(value)):
        yield from _walk_one(item, (*path, index))


def _walk_one(value: object, path: Path) -> Iterator[tuple[Mapping[str, object], Path]]:
    if not isinstance(value, Mapping):
        return
    yield value, path
    yield from _walk(value.get("components"), (*path, "components"))
    for key in ("component", "accessory"):
        yield from _walk_one(value.get(key), (*path, key))


def _component_tree(value: object, path: Path) -> Iterator[FieldError]:
    seen: set[str] = set()
    for component, at in _walk(value, path):
        yield from _component(component, at, seen)


def _component(component: Mapping[str, object], at: Path, seen: set[str]) -> Iterator[FieldError]:
    custom_id = component.get("custom_id")
    if isinstance(custom_id, str):
        yield from _chars(CUSTOM_ID, custom_id, (*at, "custom_id"))
        if custom_id in seen:
            message = "Component custom id cannot be duplicated"
            yield FieldError((*at, "custom_id"), "COMPONENT_CUSTOM_ID_DUPLICATED", message)
        seen.add(custom_id)
    kind = component.get("type")
    if kind == _ACTION_ROW:
        yield from _action_row(component.get("components"), (*at, "components"))
    elif kind == _BUTTON:
        yield from _chars(BUTTON_LABEL, component.get("label"), (*at, "label"))
    if kind in _SELECTS:
        yield from _chars(SELECT_PLACEHOLDER, component.get("placeholder"), (*at, "placeholder"))
    if kind == _STRING_SELECT:
        yield from _select_options(component.get("options"), (*at, "options"))


def _action_row(value: object, path: Path) -> Iterator[FieldError]:
    yield from _count(ROW_COMPONENTS, value, path)
    children = _items(value)
    if any(_fields(child).get("type") in _SELECTS for child in children):
        for index in range(int(ROW_SELECTS.value), len(children)):
            message = "The specified component exceeds the maximum width"
            yield FieldError((*path, index), "COMPONENT_LAYOUT_WIDTH_EXCEEDED", message)


def _select_options(value: object, path: Path) -> Iterator[FieldError]:
    yield from _count(SELECT_OPTIONS, value, path)
    for index, item in enumerate(_items(value)):
        option, at = _fields(item), (*path, index)
        yield from _chars(SELECT_OPTION_LABEL, option.get("label"), (*at, "label"))
        yield from _chars(SELECT_OPTION_VALUE, option.get("value"), (*at, "value"))
        yield from _chars(SELECT_OPTION_DESCRIPTION, option.get("description"), (*at, "description"))


# Interaction callbacks.


def _autocomplete(value: object, at: Path) -> Iterator[FieldError]:
    choices, path = _fields(value).get("choices"), (*at, "choices")
    yield from _count(AUTOCOMPLETE_CHOICES, choices, path)
    for index, item in enumerate(_items(choices)):
        yield from _option_choice(item, (*path, index), None)


def _modal(value: object, at: Path) -> Iterator[FieldError]:
    modal = _fields(value)
    yield from _chars(MODAL_CUSTOM_ID, modal.get("custom_id"), (*at, "custom_id"))
    yield from _chars(MODAL_TITLE, modal.get("title"), (*at, "title"))
    yield from _count(MODAL_COMPONENTS, modal.get("components"), (*at, "components"))
    yield from _component_tree(modal.get("components"), (*at, "components"))


# Application commands.


def _name_character(character: str) -> bool:
    """One character of ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]`` that has no lower-case variant."""
    if character.lower() != character:
        return False
    if character in _NAME_PUNCTUATION or unicodedata.category(character)[0] in "LN":
        return True
    point = ord(character)
    return any(low <= point <= high for low, high in _NAME_SCRIPTS)


def _command_name(value: object, path: Path, chat_input: bool) -> Iterator[FieldError]:
    """A command or option name: 1-32 characters; for CHAT_INPUT, Discord's regex and lower case."""
    if not isinstance(value, str):
        return
    yield from _sized(COMMAND_NAME, len(value), path)
    if chat_input and not all(_name_character(character) for character in value):
        yield FieldError(path, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")


def _localized(
    value: object, path: Path, check_text: Callable[[object, Path], Iterator[FieldError]]
) -> Iterator[FieldError]:
    """A localization dictionary: keys among Discord's locales, values as the field they translate."""
    for locale, text in _fields(value).items():
        yield from _choice(LOCALES, locale, (*path, locale))
        yield from check_text(text, (*path, locale))


def _names(item: Mapping[str, object], at: Path, chat_input: bool) -> Iterator[FieldError]:
    def name(text: object, where: Path) -> Iterator[FieldError]:
        return _command_name(text, where, chat_input)

    yield from name(item.get("name"), (*at, "name"))
    yield from _localized(item.get("name_localizations"), (*at, "name_localizations"), name)


def _descriptions(item: Mapping[str, object], at: Path, chat_input: bool) -> Iterator[FieldError]:
    def description(text: object, where: Path) -> Iterator[FieldError]:
        return _chars(COMMAND_DESCRIPTION, text, where) if chat_input else iter(())

    yield from description(item.get("description"), (*at, "description"))
    localized = item.get("description_localizations")
    yield from _localized(localized, (*at, "description_localizations"), description)


def _command(value: object, at: Path, *, partial: bool) -> Iterator[FieldError]:
    """One application command; a missing ``type`` is CHAT_INPUT, Discord's default (also in an edit)."""
    command = _fields(value)
    chat_input = command.get("type", _CHAT_INPUT) in (_CHAT_INPUT, None)
    yield from _names(command, at, chat_input)
    yield from _descriptions(command, at, chat_input)
    if chat_input and not partial and command.get("description") is None:
        yield FieldError((*at, "description"), "BASE_TYPE_REQUIRED", "This field is required")
    if chat_input:
        yield from _options(command.get("options"), (*at, "options"))


def _options(value: object, path: Path) -> Iterator[FieldError]:
    yield from _count(COMMAND_OPTIONS, value, path)
    optional_seen = False
    for index, item in enumerate(_items(value)):
        option, at = _fields(item), (*path, index)
        required = option.get("required") is True
        if required and optional_seen:
            yield FieldError(
                at,
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            )
        optional_seen = optional_seen or not required
        yield from _option(option, at)


def _option(option: Mapping[str, object], at: Path) -> Iterator[FieldError]:
    kind = option.get("type")
    yield from _names(option, at, True)
    yield from _descriptions(option, at, True)
    choices = option.get("choices")
    yield from _count(OPTION_CHOICES, choices, (*at, "choices"))
    for index, item in enumerate(_items(choices)):
        yield from _option_choice(item, (*at, "choices", index), kind)
    for bound in ("min_value", "max_value"):
        yield from _option_number(option.get(bound), (*at, bound), kind)
    if kind in (_SUB_COMMAND, _SUB_COMMAND_GROUP):
        yield from _options(option.get("options"), (*at, "options"))


def _choice_name(value: object, path: Path) -> Iterator[FieldError]:
    return _chars(CHOICE_NAME, value, path)


def _option_choice(value: object, at: Path, kind: object) -> Iterator[FieldError]:
    """One choice of an option (``kind`` its option type) or of an autocomplete answer (``None``)."""
    choice = _fields(value)
    yield from _choice_name(choice.get("name"), (*at, "name"))
    yield from _localized(choice.get("name_localizations"), (*at, "name_localizations"), _choice_name)
    if isinstance(choice.get("value"), str):
        yield from _chars(CHOICE_STRING_VALUE, choice.get("value"), (*at, "value"))
    else:
        yield from _option_number(choice.get("value"), (*at, "value"), kind)


def _option_number(value: object, path: Path, kind: object) -> Iterator[FieldError]:
    """An INTEGER option's number within int53, a NUMBER option's within +/-2^53 (by the value's type if
    the option type is unknown)."""
    if kind == _NUMBER or (kind != _INTEGER and isinstance(value, float)):
        yield from _number(NUMBER_VALUE, value, path, "float")
    else:
        yield from _number(INTEGER_VALUE, value, path, "int53")


# Routes.


def _message_request(body: object, files: Files) -> Iterator[FieldError]:
    yield from _message(body, ())
    yield from _uploads(files)


_CALLBACK_DATA: Mapping[object, Callable[[object, Path], Iterator[FieldError]]] = {
    4: _message,
    7: _message,
    8: _autocomplete,
    9: _modal,
}
"""Interaction callback types whose ``data`` has limits: messages (4, 7), autocomplete (8), modal (9)."""


def _callback(body: object, files: Files) -> Iterator[FieldError]:
    callback = _fields(body)
    check_data = _CALLBACK_DATA.get(callback.get("type"))
    if check_data is not None:
        yield from check_data(callback.get("data"), ("data",))
    if callback.get("type") in (4, 7):
        yield from _uploads(files)


def _thread(body: object, files: Files) -> Iterator[FieldError]:
    thread = _fields(body)
    yield from _chars(THREAD_NAME, thread.get("name"), ("name",))
    duration = thread.get("auto_archive_duration")
    if duration is not None:
        yield from _choice(AUTO_ARCHIVE_DURATION, duration, ("auto_archive_duration",))
    yield from _number(THREAD_SLOWMODE, thread.get("rate_limit_per_user"), ("rate_limit_per_user",), "int")
    if "message" in thread:
        yield from _message(thread.get("message"), ("message",))
        yield from _uploads(files)


def _bulk_commands(body: object, files: Files) -> Iterator[FieldError]:
    commands = _items(body)
    kinds = [_fields(command).get("type") or _CHAT_INPUT for command in commands]
    for kind, limit in _COMMANDS_PER_TYPE.items():
        if kinds.count(kind) > limit.value:
            yield FieldError((), "BASE_TYPE_MAX_LENGTH", f"Must be {limit.value} or fewer in length.")
    for index, command in enumerate(commands):
        yield from _command(command, (index,), partial=False)


def _new_command(body: object, files: Files) -> Iterator[FieldError]:
    yield from _command(body, (), partial=False)


def _edited_command(body: object, files: Files) -> Iterator[FieldError]:
    yield from _command(body, (), partial=True)


_ROUTES: Mapping[tuple[str, str], Callable[[object, Files], Iterator[FieldError]]] = {
    ("POST", "/channels/{channel_id}/messages"): _message_request,
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"): _message_request,
    ("POST", "/interactions/{interaction_id}/{interaction_token}/callback"): _callback,
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"): _message_request,
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"): _message_request,
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): _message_request,
    ("POST", "/channels/{channel_id}/messages/{message_id}/threads"): _thread,
    ("POST", "/channels/{channel_id}/threads"): _thread,
    ("PUT", "/applications/{application_id}/commands"): _bulk_commands,
    ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"): _bulk_commands,
    ("POST", "/applications/{application_id}/commands"): _new_command,
    ("POST", "/applications/{application_id}/guilds/{guild_id}/commands"): _new_command,
    ("PATCH", "/applications/{application_id}/commands/{command_id}"): _edited_command,
    ("PATCH", "/applications/{application_id}/guilds/{guild_id}/commands/{command_id}"): _edited_command,
}
"""The routes whose bodies have documented limits, by method and OpenAPI path template."""


def check(method: str, template: str, body: object, files: Files = ()) -> list[FieldError]:
    """Every documented limit this request breaks (empty: none).

    ``template`` is the route's OpenAPI path template; ``files`` the (filename, size) of the uploaded files
    of a multipart request. Paths of the errors are relative to the JSON body, as Discord names them.
    """
    route = _ROUTES.get((method.upper(), template))
    return list(route(body, files)) if route is not None else []


def upload_too_large(files: Files) -> bool:
    """Whether Discord refuses these uploads with 413, code 40005: a file over the per-file limit, or
    all of them together over the request limit of a message."""
    sizes = [size for _, size in files]
    return any(size > UPLOAD_FILE.value for size in sizes) or sum(sizes) > UPLOAD_REQUEST.value
