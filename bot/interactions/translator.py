"""Slash commands in every language: each description and choice is formatted once per language.

Commands are declared with :func:`localized` (a ``locale_str`` carrying the English text and its German
and French versions); :class:`CatalogueTranslator` hands those to Discord, so a German client shows
German descriptions. Anything not made by :func:`localized` stays as written.
"""

from __future__ import annotations

from collections.abc import Callable

from discord import Locale, app_commands

from rules import i18n


def localized(make: Callable[[], str]) -> app_commands.locale_str:
    """``make()`` in English, with its result in every other language attached for the translator."""
    translations: dict[str, str] = {}
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            translations[lang] = make()
    return app_commands.locale_str(translations[i18n.DEFAULT], translations=translations)


class CatalogueTranslator(app_commands.Translator):
    """Gives Discord the German and French strings that :func:`localized` prepared."""

    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        lang = i18n.language_of(locale.value)
        translations = string.extras.get("translations")
        if lang is None or lang == i18n.DEFAULT or not isinstance(translations, dict):
            return None
        found = translations.get(lang)
        return found if isinstance(found, str) else None
