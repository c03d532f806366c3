<?xml version="1.0" encoding="UTF-8"?>
<!--
  Turns an ISO Schematron schema with the XSLT 2 query binding (the Peppol BIS Billing 3.0 rules) into an XSLT 2.0
  stylesheet that lists the broken assertions of a document (decision 108). Only what those rules use is supported:
  namespaces, variables (let) of the schema, its patterns and rules, XSLT functions, patterns of rules with assert and report. Each pattern
  walks the whole document; within a pattern a node is checked by the first rule whose context matches it, as
  Schematron says. The output: <failures><failure id="…" flag="…" location="…">text</failure></failures>.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:sch="http://purl.oclc.org/dsdl/schematron"
  xmlns:out="urn:veloport:generated-xsl"
  exclude-result-prefixes="sch">
  <xsl:namespace-alias stylesheet-prefix="out" result-prefix="xsl"/>
  <xsl:output method="xml" indent="yes"/>

  <xsl:template match="/sch:schema">
    <out:stylesheet version="2.0">
      <xsl:for-each select="sch:ns">
        <xsl:namespace name="{@prefix}" select="string(@uri)"/>
      </xsl:for-each>
      <xsl:copy-of select="xsl:function"/>
      <!-- The schema's and the patterns' variables are global, evaluated on the document (as the ISO skeleton does). -->
      <xsl:apply-templates select="sch:let | sch:pattern/sch:let"/>
      <out:template match="/">
        <failures>
          <xsl:for-each select="sch:pattern">
            <out:apply-templates select="/" mode="pattern-{position()}"/>
          </xsl:for-each>
        </failures>
      </out:template>
      <xsl:for-each select="sch:pattern">
        <xsl:variable name="mode" select="'pattern-' || position()"/>
        <xsl:for-each select="sch:rule">
          <out:template match="{@context}" mode="{$mode}" priority="{1000 - position()}">
            <xsl:apply-templates select="sch:let"/>
            <xsl:apply-templates select="sch:assert | sch:report"/>
            <out:apply-templates select="*" mode="{$mode}"/>
          </out:template>
        </xsl:for-each>
        <!-- A node no rule of the pattern matches: go on with its children. -->
        <out:template match="node()" mode="{$mode}" priority="-1">
          <out:apply-templates select="*" mode="{$mode}"/>
        </out:template>
        <out:template match="/" mode="{$mode}" priority="-1">
          <out:apply-templates select="*" mode="{$mode}"/>
        </out:template>
      </xsl:for-each>
    </out:stylesheet>
  </xsl:template>

  <xsl:template match="sch:let">
    <out:variable name="{@name}">
      <xsl:attribute name="select" select="@value"/>
    </out:variable>
  </xsl:template>

  <xsl:template match="sch:assert | sch:report">
    <out:if>
      <xsl:attribute name="test" select="if (self::sch:assert) then 'not(' || @test || ')' else string(@test)"/>
      <failure id="{@id}" flag="{(@flag, 'error')[1]}">
        <out:attribute name="location" select="path()"/>
        <xsl:apply-templates select="node()" mode="text"/>
      </failure>
    </out:if>
  </xsl:template>

  <xsl:template match="text()" mode="text">
    <out:text><xsl:value-of select="normalize-space(.)"/></out:text>
  </xsl:template>
  <xsl:template match="sch:value-of" mode="text">
    <out:value-of select="{@select}"/>
  </xsl:template>
  <xsl:template match="sch:name" mode="text">
    <out:value-of select="name()"/>
  </xsl:template>
</xsl:stylesheet>
